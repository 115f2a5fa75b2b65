import { afterEach, describe, expect, it } from "vitest";
import { buildReplyMime } from "../compose/reply";
import { parseEmail } from "../mime/parse";
import { type FakeProvider, startFakeProvider } from "../testing/fake-providers";
import { createGmailConnector } from "./gmail";
import { createGraphConnector } from "./graph";
import type { MailConnector, OAuthTokens } from "./types";

const mail = (n: number) =>
  `From: Guest ${n} <g${n}@example.com>\r\nTo: desk@hotel.test\r\nSubject: Question ${n}\r\nMessage-ID: <q${n}@example.com>\r\n\r\nHello ${n}\r\n`;

const kinds = [
  ["Gmail", "gmail", createGmailConnector],
  ["Graph", "graph", createGraphConnector],
] as const;

let fake: FakeProvider | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe.each(kinds)("%s connector against a local fake of the published API", (_name, kind, create) => {
  const setup = async () => {
    fake = await startFakeProvider(kind);
    const saved: OAuthTokens[] = [];
    const connector = (create as (o: Parameters<typeof createGmailConnector>[0]) => MailConnector<unknown>)({
      email: "desk@hotel.test",
      apiBase: fake.url,
      oauth: { tokenUrl: fake.tokenUrl, clientId: "c", clientSecret: "s" },
      tokens: { accessToken: "access-1", refreshToken: "refresh-1", expiresAt: null },
      onTokens: async (t) => {
        saved.push(t);
      },
    });
    return { fake, connector, saved };
  };

  it("syncs new mail incrementally, across pages, oldest first", async () => {
    const { fake, connector } = await setup();
    fake.deliver(mail(0));
    const start = await connector.fetchSince(null);
    expect(start.messages).toEqual([]);
    fake.pageSize = 2;
    for (let n = 1; n <= 5; n++) fake.deliver(mail(n));
    const batch = await connector.fetchSince(start.cursor);
    const subjects = await Promise.all(batch.messages.map(async (m) => (await parseEmail(m.raw)).subject));
    expect(subjects).toEqual(["Question 1", "Question 2", "Question 3", "Question 4", "Question 5"]);
    expect((await connector.fetchSince(batch.cursor)).messages).toEqual([]);
  });

  it("reads a large delta in batches, and a sync stopped after one batch resumes after it", async () => {
    const { fake, connector } = await setup();
    const subjects = (batches: { messages: { raw: Buffer }[] }[]) =>
      Promise.all(batches.flatMap((b) => b.messages.map(async (m) => (await parseEmail(m.raw)).subject)));
    const start = await connector.fetchSince(null);
    fake.pageSize = 3;
    for (let n = 1; n <= 7; n++) fake.deliver(mail(n));
    const first = await connector.fetchSince(start.cursor, { limit: 3 });
    expect(await subjects([first])).toEqual(["Question 1", "Question 2", "Question 3"]);
    expect(first.more).toBe(true);
    // Stopped here, as by a crash: the next sync starts from the stored batch's cursor.
    const rest = [];
    for await (const batch of connector.fetchBatches!(first.cursor, { limit: 3 })) rest.push(batch);
    expect(rest.map((b) => [b.messages.length, b.more])).toEqual([
      [3, true],
      [1, false],
    ]);
    expect(await subjects(rest)).toEqual(["Question 4", "Question 5", "Question 6", "Question 7"]);
    const last = rest.at(-1)!.cursor;
    expect((await connector.fetchSince(last)).messages).toEqual([]);
    fake.deliver(mail(8));
    expect(await subjects([await connector.fetchSince(last)])).toEqual(["Question 8"]);
  });

  it("renews an expired access token once and saves the new tokens; a revoked refresh token asks for a reconnect", async () => {
    const { fake, connector, saved } = await setup();
    const start = await connector.fetchSince(null);
    fake.deliver(mail(1));
    fake.expireAccessToken();
    const batch = await connector.fetchSince(start.cursor);
    expect(batch.messages).toHaveLength(1);
    expect(saved).toEqual([expect.objectContaining({ accessToken: "access-2", refreshToken: "refresh-2" })]);
    fake.revokeRefreshToken();
    await expect(connector.fetchSince(batch.cursor)).rejects.toMatchObject({ kind: "reconnect" });
  });

  it("starts a full resync when the provider no longer knows the cursor, and misses nothing", async () => {
    const { fake, connector } = await setup();
    const start = await connector.fetchSince(null);
    fake.deliver(mail(1));
    fake.deliver(mail(2));
    fake.expireHistory();
    const batch = await connector.fetchSince(start.cursor);
    expect(batch.resynced).toBe(true);
    expect(batch.messages.length).toBeGreaterThanOrEqual(2);
    fake.deliver(mail(3));
    const after = await connector.fetchSince(batch.cursor);
    expect(after.messages).toHaveLength(1);
  });

  it("sends a threaded reply with our Message-ID and knows it was sent", async () => {
    const { fake, connector } = await setup();
    const messageId = "<reply-42@hotel.test>";
    expect(await connector.alreadySent(messageId)).toBe(false);
    const raw = await buildReplyMime({
      from: { address: "desk@hotel.test" },
      to: [{ address: "g1@example.com" }],
      originalSubject: "Question 1",
      messageId,
      inReplyTo: "<q1@example.com>",
      text: "Yes.",
    });
    await connector.send({
      from: "desk@hotel.test",
      to: ["g1@example.com"],
      subject: "Re: Question 1",
      messageId,
      raw,
    });
    const got = await parseEmail(fake.sent[0]!);
    expect(got).toMatchObject({ messageId, inReplyTo: "<q1@example.com>", subject: "Re: Question 1" });
    expect(got.references).toEqual(["<q1@example.com>"]);
    expect(await connector.alreadySent(messageId)).toBe(true);
  });
});

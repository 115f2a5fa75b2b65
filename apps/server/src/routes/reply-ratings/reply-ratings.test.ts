import { addMembership, devOutbox, replyRatings, ticketResponses, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../lib/signed-token";
import { sendReply } from "../../mail/outbox";
import { REPLY_RATING_PURPOSE } from "../../mail/reply-rating-line";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

// Issue 24, guest satisfaction: the line under a reply, and the public page its links open.
describe.each(testDatabaseKinds())("Was this helpful? on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let n = 0;

  /** A guest's ticket and a reply to it, sent the way every reply leaves (the forwarding mailbox: the dev outbox). */
  const sendReplyToGuest = async ({
    language,
    author = "AI Agent",
    text = "Breakfast is served from 7 to 10.",
  }: {
    language: string | null;
    author?: string;
    text?: string;
  }) => {
    n += 1;
    const [ticket] = await t.ctx.db
      .insert(tickets)
      .values({
        companyId: owner.companyId,
        mailboxId,
        subject: `Breakfast ${n}`,
        intent: "Breakfast",
        language,
        requesterEmail: `guest${n}-${kind}@example.com`,
      })
      .returning();
    const [response] = await t.ctx.db
      .insert(ticketResponses)
      .values({ ticketId: ticket!.id, messageContent: text, mode: "live", author })
      .returning();
    expect(await sendReply(t.ctx, { responseId: response!.id })).toBe("sent");
    const [mail] = await t.ctx.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, `guest${n}-${kind}@example.com`))
      .orderBy(desc(devOutbox.createdAt));
    return { responseId: response!.id, ticketId: ticket!.id, mail: mail! };
  };
  /** The token of the mail's rating links (both carry the same). */
  const tokenIn = (text: string) => {
    const token = linksIn(text)[0]?.token;
    if (!token) throw new Error(`no rating link in: ${text}`);
    return token;
  };
  const linksIn = (text: string) =>
    [...text.matchAll(/(https?:\/\/\S+\/rate\/([\w.-]+))\?answer=(yes|no)/g)].map((m) => ({
      url: m[1]!,
      token: m[2]!,
      answer: m[3]!,
    }));
  /** What the page does, as a guest without a session: no cookie is sent and none is set. */
  const rate = (token: string, answer: string, language = "en") =>
    t.request(`/api/reply-ratings/${token}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify({ answer }),
    });
  const look = (token: string, language = "en") =>
    t.request(`/api/reply-ratings/${token}`, { headers: { "accept-language": language } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createCompanyAccount(t, { name: "Hôtel Lumière", domain: "lumiere.test" });
    mailboxId = (
      await createForwardingMailbox(t.ctx, owner.userId, {
        email: "bonjour@lumiere.test",
        address: `fw-csat-${kind}@inbound.localhost`,
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a French guest's reply ends with the question in French and a Yes and a No link", async () => {
    const { mail } = await sendReplyToGuest({ language: "fr" });
    const lines = mail.text.trimEnd().split(/\r?\n/);
    // The reply itself is untouched, the question is the last line.
    expect(mail.text).toContain("Breakfast is served from 7 to 10.");
    expect(lines.at(-1)).toMatch(
      /^Cette réponse vous a-t-elle aidé \? Oui: \S+\?answer=yes · Non: \S+\?answer=no$/,
    );
    const links = linksIn(mail.text);
    expect(links.map((l) => l.answer)).toEqual(["yes", "no"]);
    expect(links[0]!.url.startsWith(`${t.ctx.baseUrl}/rate/`)).toBe(true);
    // Both links carry the same token: it names the reply, the answer is the guest's choice.
    expect(links[0]!.token).toBe(links[1]!.token);
    // No image, nothing that reports the mail was opened.
    expect(mail.html ?? "").not.toMatch(/<img/i);
  });

  it("the guest answers without signing in, sees the answer in their language and may change it", async () => {
    const { mail, responseId } = await sendReplyToGuest({ language: "de" });
    const token = tokenIn(mail.text);
    const before = await look(token);
    expect(before.status).toBe(200);
    expect(await readJson(before)).toEqual({ language: "de", companyName: "Hôtel Lumière", answer: null });

    const yes = await rate(token, "yes");
    expect(yes.status).toBe(200);
    expect(yes.headers.get("set-cookie")).toBeNull();
    expect(await readJson(yes)).toMatchObject({ language: "de", answer: "yes" });
    const changed = await rate(token, "no");
    expect(await readJson(changed)).toMatchObject({ answer: "no" });
    expect(await readJson(await look(token))).toMatchObject({ answer: "no" });

    // One answer per reply, the last one given.
    const rows = await t.ctx.db
      .select({
        helpful: replyRatings.helpful,
        writtenBy: replyRatings.writtenBy,
        intent: replyRatings.intent,
      })
      .from(replyRatings)
      .where(eq(replyRatings.responseId, responseId));
    expect(rows).toEqual([{ helpful: false, writtenBy: "agent", intent: "Breakfast" }]);
  });

  it("a person's reply carries the line too, in English when the guest's language is not one we ask in", async () => {
    const { mail, responseId } = await sendReplyToGuest({ language: "pl", author: "Support Agent" });
    expect(mail.text.trimEnd().split(/\r?\n/).at(-1)).toMatch(/^Was this helpful\? Yes: \S+ · No: \S+$/);
    const token = tokenIn(mail.text);
    expect((await rate(token, "yes")).status).toBe(200);
    const rows = await t.ctx.db
      .select({ writtenBy: replyRatings.writtenBy, helpful: replyRatings.helpful })
      .from(replyRatings)
      .where(eq(replyRatings.responseId, responseId));
    expect(rows).toEqual([{ writtenBy: "person", helpful: true }]);
  });

  it("a forged link, a link made for something else, another reply's signature and a deleted reply are refused in words", async () => {
    const first = await sendReplyToGuest({ language: "en" });
    const second = await sendReplyToGuest({ language: "en" });
    const token = tokenIn(first.mail.text);
    const secondToken = tokenIn(second.mail.text);

    const refusedWith = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      return ((await readJson(res)) as { error: { message: string } }).error.message;
    };
    const notOurs =
      "This link does not work: it may have been cut short or changed. Please use the link from the email as it is.";
    // Changed by hand, cut short, made up.
    expect(await refusedWith(await rate(`${token.slice(0, -2)}AA`, "yes"), 404)).toBe(notOurs);
    expect(await refusedWith(await look(token.slice(0, 30)), 404)).toBe(notOurs);
    expect(await refusedWith(await look("not-a-token"), 404)).toBe(notOurs);
    // The first reply's id with the second reply's signature: a signature names one reply only.
    const [firstId] = token.split(".");
    const [, secondMac] = secondToken.split(".");
    expect(await refusedWith(await rate(`${firstId}.${secondMac}`, "yes"), 404)).toBe(notOurs);
    // Signed with the app's secret, for another purpose.
    const otherPurpose = signToken(t.ctx.authSecret, "invitation", first.responseId);
    expect(await refusedWith(await rate(otherPurpose, "yes"), 404)).toBe(notOurs);
    // The right purpose under another secret.
    const otherSecret = signToken("another-secret", REPLY_RATING_PURPOSE, first.responseId);
    expect(await refusedWith(await look(otherSecret), 404)).toBe(notOurs);
    // In the reader's language when the link tells none.
    expect(await refusedWith(await look("not-a-token", "fr-FR,fr;q=0.9"), 404)).toMatch(
      /^Ce lien ne fonctionne pas/,
    );

    // Nothing was recorded for either reply.
    const counted = await t.ctx.db
      .select()
      .from(replyRatings)
      .where(inArray(replyRatings.responseId, [first.responseId, second.responseId]));
    expect(counted).toHaveLength(0);

    // The reply deleted (with its ticket): its link, genuine, is refused.
    await t.ctx.db.delete(tickets).where(eq(tickets.id, first.ticketId));
    expect(await refusedWith(await rate(token, "yes"), 404)).toBe(
      "This reply no longer exists, so it cannot be rated. Thank you all the same.",
    );
    // A bad answer is refused in words too.
    expect(await refusedWith(await rate(secondToken, "maybe"), 400)).toMatch(/yes.*no/);
  });

  it("with the setting off, replies carry no line; only the owner or an admin may turn it off", async () => {
    const colleague = await t.signUp(`member-csat-${kind}@lumiere.test`);
    await addMembership(t.ctx.db, { companyId: owner.companyId, userId: colleague.userId, role: "member" });
    const refused = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { askGuestRating: false }, colleague.cookie),
    );
    expect(refused.status).toBe(403);
    expect(((await readJson(refused)) as { error: { message: string } }).error.message).toMatch(
      /^Only the owner or an admin can/,
    );
    expect(linksIn((await sendReplyToGuest({ language: "it" })).mail.text)).toHaveLength(2);

    const off = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { askGuestRating: false }, owner.cookie),
    );
    expect(off.status).toBe(200);
    expect(await readJson(off)).toEqual({ minutesSavedPerMail: 4, askGuestRating: false });
    const { mail } = await sendReplyToGuest({ language: "it", text: "La colazione è dalle 7 alle 10." });
    expect(mail.text).toContain("La colazione è dalle 7 alle 10.");
    expect(mail.text).not.toMatch(/rate\/|Le è stato utile/);

    const on = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { askGuestRating: true }, owner.cookie),
    );
    expect(await readJson(on)).toMatchObject({ askGuestRating: true });
    expect((await sendReplyToGuest({ language: "it" })).mail.text).toMatch(/Le è stato utile\? Sì: /);
  });
});

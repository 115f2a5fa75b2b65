import { readFileSync } from "node:fs";
import { join } from "node:path";
import { intentCatalogue } from "@inbox/agent";
import { agentTestMessages, customers } from "@inbox/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brainsFor } from "../../agent/brains";
import { loadAgentSetup, loadSender } from "../../agent/facts";
import { answerTestMail } from "../../agent/test-mail";
import { processTestReply } from "../../agent/test-reply";
import { agentPoolFor } from "../../agent/threads/agent-pool";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

// Issue 23, "No request holds the server": the Test Agent reads and decides on an agent thread, so a 50,000-character
// paste leaves the API answering, and one user cannot queue more than a couple of runs.

const FAQ = `Q: Do you have parking?
A: Yes, our private garage costs 15 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 10 EUR per night.

Q: When is breakfast served?
A: Breakfast is served from 7:00 to 10:30 in the winter garden.`;

const { cases } = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../../../../packages/agent/src/eval/mail/cases.json"), "utf8"),
) as { cases: { body: string; language: string; from: string }[] };

/** The realistic mail set's bodies, one language after another, up to 50,000 characters. */
function longHotelMail() {
  const languages = ["en", "de", "fr", "it", "es", "nl"];
  let text = "";
  for (let i = 0; text.length < 50_000; i++) {
    const same = cases.filter((c) => c.language === languages[i % languages.length]);
    text += `${same[Math.floor(i / languages.length) % same.length]!.body}\n\n`;
  }
  return text.slice(0, 50_000);
}

describe("the Test Agent on agent threads", () => {
  let t: TestApp;

  /** A company whose classifier no thread has trained yet: its first run takes seconds on a thread. */
  async function freshCompany(name: string) {
    const account = await createCompanyAccount(t, { name, domain: `${name.toLowerCase()}.test` });
    await t.request("/api/agent-config", jsonRequest("POST", { faqContent: FAQ }, account.cookie));
    const [guest] = await t.ctx.db
      .insert(customers)
      .values({ companyId: account.companyId, firstName: "Anna", email: "anna@guest.test" })
      .returning();
    const test = await readJson(
      await t.request("/api/agent-tests", jsonRequest("POST", { customerId: guest!.id }, account.cookie)),
    );
    const paste = async (content: string) =>
      t.request(`/api/agent-tests/${test.id}/messages`, jsonRequest("POST", { content }, account.cookie));
    return { ...account, guest: guest!, testId: test.id as string, paste };
  }

  /** Resolves once the agent threads have `n` tasks running or waiting (or `done` says there is no waiting more). */
  async function tasksOnThreads(n: number, done = () => false) {
    const pool = agentPoolFor(t.ctx)!;
    while (!done() && pool.load().busy + pool.load().waiting < n) await new Promise((r) => setTimeout(r, 5));
  }

  beforeAll(async () => {
    t = await createTestApp("pglite", { catalogue: intentCatalogue });
  });
  afterAll(async () => {
    await agentPoolFor(t.ctx)?.close();
    await t?.close();
  });

  it("a 50,000-character mail being answered leaves /api/health answering", async () => {
    const hotel = await freshCompany("Aurora");
    let answered = false;
    const run = hotel.paste(longHotelMail()).then((res) => {
      answered = true;
      return res;
    });
    await tasksOnThreads(1, () => answered);
    // Three health checks in a row, each answered while the agent is still reading the mail.
    for (let i = 0; i < 3; i++) {
      const health = await t.request("/api/health");
      expect({ status: health.status, answeredBefore: !answered }).toEqual({
        status: 200,
        answeredBefore: true,
      });
    }
    const res = await run;
    expect(res.status).toBe(201);
    expect((await readJson(res)).aiResponse).not.toBe("Processing...");
  }, 120_000);

  it("a third message while two are being answered gets a 429 that says to wait, and is not stored", async () => {
    const hotel = await freshCompany("Borealis");
    const first = hotel.paste("Do you have parking?");
    const second = hotel.paste("Are pets allowed?");
    await tasksOnThreads(2);
    const third = await hotel.paste("When is breakfast served?");
    expect({ status: third.status, error: (await readJson(third)).error }).toEqual({
      status: 429,
      error: {
        code: "TOO_MANY_REQUESTS",
        message:
          "You are already waiting for the agent's answers to other test messages. Please wait for them before sending another.",
      },
    });
    expect([(await first).status, (await second).status]).toEqual([201, 201]);
    const stored = await t.ctx.db
      .select({ content: agentTestMessages.messageContent })
      .from(agentTestMessages)
      .where(eq(agentTestMessages.agentTestId, hotel.testId));
    expect(stored.map((m) => m.content).sort()).toEqual(["Are pets allowed?", "Do you have parking?"]);
    // Once the answers are in, the next message is answered.
    expect((await hotel.paste("When is breakfast served?")).status).toBe(201);
  }, 120_000);

  it("a guest's mails get the same answers on an agent thread as on the server's own thread", async () => {
    const hotel = await freshCompany("Castell");
    const customer = { firstName: "Anna", lastName: null, email: "anna@guest.test" };
    const setup = await loadAgentSetup(t.ctx, { companyId: hotel.companyId });
    const sender = await loadSender(t.ctx, { companyId: hotel.companyId, address: customer.email });
    const mails = [
      "Do you have parking?",
      "Hello, we arrive with our dog on Friday. Are pets allowed, and what does it cost?",
      ...["en", "de", "fr", "it", "es"].flatMap((language) =>
        cases
          .filter((c) => c.language === language)
          .slice(0, 3)
          .map((c) => c.body),
      ),
    ];
    for (const text of mails) {
      const onThread = await processTestReply(t.ctx, {
        companyId: hotel.companyId,
        userId: hotel.userId,
        text,
        customer,
      });
      const here = await answerTestMail(
        { text, customer, setup, sender, mailboxTypes: [], baseUrl: t.ctx.baseUrl },
        brainsFor(t.ctx),
      );
      expect({ text, ...onThread }).toEqual({ text, ...here });
    }
    expect(agentPoolFor(t.ctx)!.started).toBeGreaterThan(0);
  }, 300_000);
});

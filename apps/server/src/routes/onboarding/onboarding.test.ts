import { intentCatalogue } from "@inbox/agent";
import { failingModel, mockModel } from "@inbox/agent/testing";
import { agentConfigIntents, agentConfigs, companies, customFeatures, supportMailboxes } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { type Dovecot, startDovecot } from "@inbox/mail/testing/dovecot";
import { type SmtpSink, startSmtpSink } from "@inbox/mail/testing/smtp-sink";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("onboarding API on %s", (kind) => {
  let t: TestApp;
  let dovecot: Dovecot;
  let smtp: SmtpSink;
  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    dovecot = await startDovecot({ users: [{ user: "desk@aurora.test", password: "right" }] });
    smtp = await startSmtpSink({ user: "desk@aurora.test", password: "right" });
  });
  afterAll(async () => {
    await smtp?.close();
    await dovecot?.dispose();
    await t?.close();
  });

  const settings = () => ({
    email: "desk@aurora.test",
    user: "desk@aurora.test",
    password: "right",
    imap: { host: "127.0.0.1", port: dovecot.port, security: "none" },
    smtp: { host: "127.0.0.1", port: smtp.port, security: "none" },
  });

  it("refuses every onboarding endpoint to a signed-out caller", async () => {
    const calls: [string, string, unknown][] = [
      ["POST", "/api/companies", { name: "X Hotel", url: "https://x.test" }],
      ["PUT", "/api/company/plan", { plan: "free" }],
      ["POST", "/api/agent-config", { faqContent: "" }],
      ["GET", "/api/brand-brief", undefined],
      ["PUT", "/api/brand-brief", { content: "x" }],
      ["POST", "/api/brand-brief/improve", { content: "x" }],
      ["GET", "/api/email-connection", undefined],
      ["POST", "/api/mailboxes/forwarding", {}],
      ["POST", "/api/mailboxes/imap/test", settings()],
      ["POST", "/api/mailboxes/imap", settings()],
      ["POST", "/api/mailboxes/oauth", { provider: "google" }],
      ["POST", "/api/onboarding/skip", {}],
      ["PUT", "/api/mailboxes/usecase", { type: "support" }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(path, body === undefined ? { method } : jsonRequest(method, body));
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it("walks the chain: company with its validation, plan, agent config, brand brief, mailbox, usecase; resume follows", async () => {
    const { cookie } = await t.signUp(`owner-${kind}@aurora.test`);
    const me = async () => readJson(await t.request("/api/me", { headers: { cookie } }));
    expect((await me()).onboarding.nextStep).toBe("/user-signup");

    const short = await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "A", url: "https://a.test" }, cookie),
    );
    expect(short.status).toBe(400);
    expect((await readJson(short)).error.message).toBe("Company name must be at least 2 characters");
    const badUrl = await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "Aurora", url: "not a url" }, cookie),
    );
    expect((await readJson(badUrl)).error.message).toBe("Please enter a valid URL");
    const created = await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "Hotel Aurora", url: "aurora.test/en" }, cookie),
    );
    expect(created.status).toBe(201);
    const company = await readJson(created);
    // Typed without a scheme, as owners say their address: read as https.
    expect(company.url).toBe("https://aurora.test/en");
    expect(new Date(company.trialEndsAt).getTime() - Date.now()).toBeGreaterThan(14.9 * 864e5);
    expect((await me()).onboarding.nextStep).toBe("/subscription-selection");

    expect(
      (await t.request("/api/company/plan", jsonRequest("PUT", { plan: "standard" }, cookie))).status,
    ).toBe(200);
    expect((await me()).onboarding.nextStep).toBe("/agent-config");

    const config = await t.request(
      "/api/agent-config",
      jsonRequest(
        "POST",
        {
          features: ["Channel Manager Integration"],
          customFeatures: [" Spa booking ", "", "Spa booking"],
          faqContent: "Q: Parking?\nA: Yes.",
        },
        cookie,
      ),
    );
    expect(config.status).toBe(201);
    const [saved] = await t.ctx.db
      .select()
      .from(agentConfigs)
      .where(eq(agentConfigs.faqContent, "Q: Parking?\nA: Yes."));
    expect(
      (await t.ctx.db.select().from(customFeatures).where(eq(customFeatures.agentConfigId, saved!.id))).map(
        (f) => f.name,
      ),
    ).toEqual(["Spa booking"]);
    expect(
      (
        await t.ctx.db
          .select()
          .from(agentConfigIntents)
          .where(eq(agentConfigIntents.agentConfigId, saved!.id))
      ).length,
    ).toBe(intentCatalogue.length);
    expect((await me()).onboarding.nextStep).toBe("/brand-brief");

    const template = await readJson(await t.request("/api/brand-brief", { headers: { cookie } }));
    expect(template.content).toContain("# Hotel Aurora Brand Brief");
    const improved = await readJson(
      await t.request("/api/brand-brief/improve", jsonRequest("POST", { content: template.content }, cookie)),
    );
    expect(improved).toMatchObject({ by: "local" });
    expect(improved.filled).toContain("Tone of Voice");
    // With an LLM configured, the model rewrites it (the AI SDK's mock model stands in for the provider).
    t.ctx.env = { ...t.ctx.env, AI_PROVIDER: "openai" };
    t.ctx.languageModel = mockModel(() => ({
      text: "# Hotel Aurora Brand Brief\n\n## Tone of Voice\nCalm.",
      filled: ["Tone of Voice"],
      missing: ["Vision"],
    }));
    const byModel = await readJson(
      await t.request("/api/brand-brief/improve", jsonRequest("POST", { content: template.content }, cookie)),
    );
    // The model's answer fills the empty Tone of Voice; the rest of the brief is kept as it was.
    expect(byModel).toMatchObject({ by: "llm", filled: ["Tone of Voice"] });
    expect(byModel.text).toContain("## Tone of Voice\nCalm.\n");
    expect(byModel.text).toContain("## Vision\n[Describe the long-term vision of Hotel Aurora]");
    t.ctx.languageModel = failingModel("provider down");
    const fallback = await readJson(
      await t.request("/api/brand-brief/improve", jsonRequest("POST", { content: template.content }, cookie)),
    );
    expect(fallback.by).toBe("local");
    t.ctx.env = { ...t.ctx.env, AI_PROVIDER: undefined };
    t.ctx.languageModel = undefined;
    expect(
      (await t.request("/api/brand-brief", jsonRequest("PUT", { content: improved.text }, cookie))).status,
    ).toBe(200);
    expect((await me()).onboarding.nextStep).toBe("/email-connection");

    const connection = await readJson(await t.request("/api/email-connection", { headers: { cookie } }));
    expect(connection.forwardingAddress).toBeNull();
    const forwarding = await t.request("/api/mailboxes/forwarding", jsonRequest("POST", {}, cookie));
    expect(forwarding.status).toBe(201);
    expect((await readJson(forwarding)).forwardingAddress).toMatch(
      /^hotel-aurora-[0-9a-f]{8}@inbound\.localhost$/,
    );

    const wrong = await readJson(
      await t.request(
        "/api/mailboxes/imap/test",
        jsonRequest("POST", { ...settings(), password: "wrong" }, cookie),
      ),
    );
    expect(wrong).toMatchObject({ ok: false, server: "imap", reason: "auth" });
    const first = await t.request("/api/mailboxes/imap", jsonRequest("POST", settings(), cookie));
    expect(first.status).toBe(201);
    const again = await t.request("/api/mailboxes/imap", jsonRequest("POST", settings(), cookie));
    expect((await readJson(again)).id).toBe((await readJson(first)).id);
    const stored = await t.ctx.db
      .select()
      .from(supportMailboxes)
      .where(eq(supportMailboxes.email, "desk@aurora.test"));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.settings).not.toContain("right");
    expect((await me()).onboarding.nextStep).toBeNull();

    const usecase = await readJson(
      await t.request("/api/mailboxes/usecase", jsonRequest("PUT", { type: "info" }, cookie)),
    );
    expect(usecase.updated).toBe(2);
    const second = await readJson(
      await t.request("/api/mailboxes/usecase", jsonRequest("PUT", { type: "support" }, cookie)),
    );
    expect(second.updated).toBe(0);
  });

  it("keeps each company to itself: another user's calls touch only their own rows", async () => {
    const a = await t.signUp(`a-${kind}@one.test`);
    const b = await t.signUp(`b-${kind}@two.test`);
    await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "One Hotel", url: "https://one.test" }, a.cookie),
    );
    await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "Two Hotel", url: "https://two.test" }, b.cookie),
    );
    await t.request("/api/company/plan", jsonRequest("PUT", { plan: "professional" }, b.cookie));
    const [one] = await t.ctx.db.select().from(companies).where(eq(companies.name, "One Hotel"));
    expect(one?.subscription).toBeNull();
    const bBrief = await readJson(await t.request("/api/brand-brief", { headers: { cookie: b.cookie } }));
    expect(bBrief.content).toContain("Two Hotel");
    expect(bBrief.content).not.toContain("One Hotel");
    await t.request("/api/mailboxes/forwarding", jsonRequest("POST", {}, a.cookie));
    await t.request("/api/mailboxes/usecase", jsonRequest("PUT", { type: "support" }, b.cookie));
    const aMailboxes = await t.ctx.db
      .select()
      .from(supportMailboxes)
      .where(eq(supportMailboxes.userId, a.userId));
    expect(aMailboxes).toHaveLength(1);
    expect(aMailboxes.every((m) => m.type === null)).toBe(true);
  });

  it("opening /email-connection creates no mailbox; choosing forwarding makes one, once, and says if real mail can reach it", async () => {
    const { cookie, userId } = await t.signUp(`forward-${kind}@aurora.test`);
    await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "Forward Hotel", url: "https://forward.test" }, cookie),
    );
    const mine = () => t.ctx.db.select().from(supportMailboxes).where(eq(supportMailboxes.userId, userId));
    const page = await readJson(await t.request("/api/email-connection", { headers: { cookie } }));
    expect(page).toMatchObject({
      forwardingAddress: null,
      forwarding: {
        domain: "inbound.localhost",
        receivesOutsideMail: false,
        domainSetting: "INBOUND_MAIL_DOMAIN",
      },
    });
    expect(await mine()).toHaveLength(0);
    const first = await t.request("/api/mailboxes/forwarding", jsonRequest("POST", {}, cookie));
    const again = await t.request("/api/mailboxes/forwarding", jsonRequest("POST", {}, cookie));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((await readJson(again)).id).toBe((await readJson(first)).id);
    expect(await mine()).toHaveLength(1);
    const me = await readJson(await t.request("/api/me", { headers: { cookie } }));
    expect(me.onboarding.isOnboardingComplete).toBe(true);
    expect((await t.request("/api/mailboxes/forwarding", jsonRequest("POST", {}))).status).toBe(401);
  });

  it("answers bad input in a person's words: the field, and what to do", async () => {
    const { cookie } = await t.signUp(`words-${kind}@aurora.test`);
    await t.request(
      "/api/companies",
      jsonRequest("POST", { name: "Words Hotel", url: "https://words.test" }, cookie),
    );
    const message = async (method: string, path: string, body: unknown) =>
      (await readJson(await t.request(path, jsonRequest(method, body, cookie)))).error.message;
    expect(await message("PUT", "/api/brand-brief", { content: "   " })).toBe(
      "The brand brief cannot be empty. Write how your company speaks to its guests, then save.",
    );
    expect(
      await message("POST", "/api/mailboxes/imap/test", {
        ...settings(),
        imap: { host: "127.0.0.1", port: 0, security: "none" },
      }),
    ).toBe("The IMAP port must be 1 or more.");
    expect(await message("POST", "/api/mailboxes/imap/test", { ...settings(), email: "desk" })).toBe(
      "The email address is not valid. Please enter it like name@example.com.",
    );
    expect(await message("PUT", "/api/mailboxes/usecase", { type: "sales" })).toBe(
      "The type must be one of: info, support.",
    );
    expect(await message("PUT", "/api/company/plan", {})).toBe(
      "The plan must be one of: free, standard, professional.",
    );
    expect(await message("POST", "/api/mailboxes/imap/test", { ...settings(), imap: undefined })).toBe(
      "The IMAP settings are missing. Please fill them in.",
    );
  });
});

import { companies, createPersonReply, invitations, session, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";
import { invitationLinkIn, joinTeam } from "./team-fixtures";

describe.each(testDatabaseKinds())("Team: invitations, roles and seats on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });
  const invite = (cookie: string, email: string, role = "member") =>
    t.request("/api/team/invitations", jsonRequest("POST", { email, role }, cookie));

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    // Room for every teammate these tests invite (seats are tested on their own companies).
    await t.ctx.db
      .update(companies)
      .set({ subscription: "professional" })
      .where(eq(companies.id, owner.companyId));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("an invited colleague joins from the mailed link, skips onboarding and reads the company's inbox", async () => {
    await t.ctx.db.insert(tickets).values({ companyId: owner.companyId, subject: "Late check-in?" });
    const res = await invite(owner.cookie, "Lea@Aurora.test");
    expect(res.status).toBe(201);
    const { url, token } = await invitationLinkIn(t, "lea@aurora.test");
    expect(url).toBe(`http://localhost:3000/invite/${token}`);
    // The database keeps only the token's hash: the link in the mail cannot be read back from it.
    const [stored] = await t.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "lea@aurora.test"));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 864e5);

    const page = await readJson(await t.request(`/api/invitations/${token}`));
    expect(page).toMatchObject({ state: "pending", email: "lea@aurora.test", companyName: "Hotel Aurora" });

    const lea = await t.signUp("lea@aurora.test", "correct-horse-battery", "Lea Marti");
    const accepted = await t.request(`/api/invitations/${token}/accept`, jsonRequest("POST", {}, lea.cookie));
    expect(accepted.status).toBe(200);
    const me = await readJson(await get("/api/me", lea.cookie));
    expect(me.profile.company.name).toBe("Hotel Aurora");
    expect(me.profile.role).toBe("member");
    expect(me.onboarding.nextStep).toBeNull();
    const inbox = await readJson(await get("/api/tickets", lea.cookie));
    expect(JSON.stringify(inbox)).toContain("Late check-in?");

    const team = await readJson(await get("/api/team", owner.cookie));
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      ["lea@aurora.test", "member"],
    ]);
    expect(team.invitations).toEqual([]);
  });

  it("an invitation link works once: a second use, even by its own invitee, is refused", async () => {
    const mate = await joinTeam(t, owner, { email: "once@aurora.test", role: "member" });
    const again = await t.request(
      `/api/invitations/${mate.token}/accept`,
      jsonRequest("POST", {}, mate.cookie),
    );
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe("This invitation has already been used.");
    expect((await readJson(await t.request(`/api/invitations/${mate.token}`))).state).toBe("accepted");
  });

  it("an expired, revoked or forged link says so, and the invitation must be for the signed-in address", async () => {
    await invite(owner.cookie, "late@aurora.test");
    const late = await invitationLinkIn(t, "late@aurora.test");
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "late@aurora.test"));
    expect((await readJson(await t.request(`/api/invitations/${late.token}`))).state).toBe("expired");
    const lateUser = await t.signUp("late@aurora.test");
    const expired = await t.request(
      `/api/invitations/${late.token}/accept`,
      jsonRequest("POST", {}, lateUser.cookie),
    );
    expect((await readJson(expired)).error.message).toBe("This invitation has expired. Ask for a new one.");

    await invite(owner.cookie, "gone@aurora.test");
    const gone = await invitationLinkIn(t, "gone@aurora.test");
    const team = await readJson(await get("/api/team", owner.cookie));
    const pending = team.invitations.find((i: { email: string }) => i.email === "gone@aurora.test");
    expect(
      (await t.request(`/api/team/invitations/${pending.id}`, jsonRequest("DELETE", {}, owner.cookie)))
        .status,
    ).toBe(200);
    expect((await readJson(await t.request(`/api/invitations/${gone.token}`))).state).toBe("revoked");

    const forged = await t.request(`/api/invitations/${"x".repeat(43)}`);
    expect(forged.status).toBe(404);
    expect((await readJson(forged)).error.message).toContain("This invitation link is not valid");

    await invite(owner.cookie, "right@aurora.test");
    const right = await invitationLinkIn(t, "right@aurora.test");
    const stranger = await t.signUp("stranger@elsewhere.test");
    const wrong = await t.request(
      `/api/invitations/${right.token}/accept`,
      jsonRequest("POST", {}, stranger.cookie),
    );
    expect(wrong.status).toBe(403);
    expect((await readJson(wrong)).error.message).toBe(
      "This invitation is for right@aurora.test. Sign in with that address to join Hotel Aurora.",
    );
  });

  it("resending mails a new link and the old one stops working", async () => {
    await invite(owner.cookie, "resend@aurora.test");
    const first = await invitationLinkIn(t, "resend@aurora.test");
    const team = await readJson(await get("/api/team", owner.cookie));
    const pending = team.invitations.find((i: { email: string }) => i.email === "resend@aurora.test");
    const res = await t.request(
      `/api/team/invitations/${pending.id}/resend`,
      jsonRequest("POST", {}, owner.cookie),
    );
    expect(res.status).toBe(200);
    const second = await invitationLinkIn(t, "resend@aurora.test");
    expect(second.token).not.toBe(first.token);
    expect((await t.request(`/api/invitations/${first.token}`)).status).toBe(404);
    expect((await readJson(await t.request(`/api/invitations/${second.token}`))).state).toBe("pending");
  });

  it("seats: Free has 1 user, Standard 3 (trial included), Professional unlimited; beyond, the refusal names the plan", async () => {
    const free = await createCompanyAccount(t, { name: "Free Inn", domain: "free.test" });
    await t.ctx.db.update(companies).set({ subscription: "free" }).where(eq(companies.id, free.companyId));
    const refused = await invite(free.cookie, "second@free.test");
    expect(refused.status).toBe(403);
    const body = await readJson(refused);
    expect(body.error.message).toBe(
      "Your Free plan includes 1 user, and all are taken. Choose a larger plan to invite more teammates.",
    );
    expect(body.error.details.planPath).toBe("/subscription-selection");

    const std = await createCompanyAccount(t, { name: "Standard Inn", domain: "std.test" });
    expect((await invite(std.cookie, "a@std.test")).status).toBe(201);
    expect((await invite(std.cookie, "b@std.test")).status).toBe(201);
    const fourth = await invite(std.cookie, "c@std.test");
    expect(fourth.status).toBe(403);
    expect((await readJson(fourth)).error.message).toContain("Your Standard plan includes 3 users");
    const seats = (await readJson(await get("/api/team", std.cookie))).seats;
    expect(seats).toEqual({ plan: "Standard", limit: 3, taken: 3 });

    // After the trial, an unpaid company has the Free seat only.
    await t.ctx.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 864e5) })
      .where(eq(companies.id, std.companyId));
    expect((await readJson(await get("/api/team", std.cookie))).seats.limit).toBe(1);

    const pro = await createCompanyAccount(t, { name: "Pro Inn", domain: "pro.test" });
    await t.ctx.db
      .update(companies)
      .set({ subscription: "professional" })
      .where(eq(companies.id, pro.companyId));
    for (const n of [1, 2, 3, 4]) expect((await invite(pro.cookie, `p${n}@pro.test`)).status).toBe(201);
  });

  it("removing a teammate ends their sessions at once and their tickets return to Unassigned", async () => {
    const mate = await joinTeam(t, owner, { email: "leaving@aurora.test", role: "member" });
    const [ticket] = await t.ctx.db
      .insert(tickets)
      .values({ companyId: owner.companyId, assignedUserId: mate.userId, assignedTo: "Mate member" })
      .returning();
    expect((await get("/api/tickets", mate.cookie)).status).toBe(200);
    const res = await t.request(`/api/team/members/${mate.userId}`, jsonRequest("DELETE", {}, owner.cookie));
    expect(res.status).toBe(200);
    expect((await readJson(res)).ticketsUnassigned).toBe(1);
    expect((await get("/api/tickets", mate.cookie)).status).toBe(401);
    expect(await t.ctx.db.select().from(session).where(eq(session.userId, mate.userId))).toEqual([]);
    const [after] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(after).toMatchObject({ assignedUserId: null, assignedTo: "Unassigned" });
  });

  it("the owner transfers ownership (and stays on as admin); an admin cannot, and the owner cannot be removed", async () => {
    const shop = await createCompanyAccount(t, { name: "Hotel Transfer", domain: "transfer.test" });
    const admin = await joinTeam(t, shop, { email: "admin@transfer.test", role: "admin" });
    const byAdmin = await t.request(
      "/api/team/transfer-ownership",
      jsonRequest("POST", { userId: admin.userId }, admin.cookie),
    );
    expect(byAdmin.status).toBe(403);
    expect((await readJson(byAdmin)).error.message).toBe("Only the owner can transfer ownership.");
    const removeOwner = await t.request(
      `/api/team/members/${shop.userId}`,
      jsonRequest("DELETE", {}, admin.cookie),
    );
    expect((await readJson(removeOwner)).error.message).toBe(
      "The owner cannot be removed. Transfer ownership first.",
    );

    const res = await t.request(
      "/api/team/transfer-ownership",
      jsonRequest("POST", { userId: admin.userId }, shop.cookie),
    );
    expect(res.status).toBe(200);
    const team = await readJson(await get("/api/team", shop.cookie));
    expect(team.me.role).toBe("admin");
    expect(team.members.find((m: { userId: string }) => m.userId === admin.userId).role).toBe("owner");
  });

  it("a teammate's role changes: a member made admin may then change the library", async () => {
    const shop = await createCompanyAccount(t, { name: "Hotel Roles", domain: "roles.test" });
    const mate = await joinTeam(t, shop, { email: "mate@roles.test", role: "member" });
    const faq = () =>
      t.request("/api/library/faq", jsonRequest("PUT", { faqContent: "Q: Pets?\nA: Yes." }, mate.cookie));
    expect((await faq()).status).toBe(403);
    const res = await t.request(
      `/api/team/members/${mate.userId}`,
      jsonRequest("PATCH", { role: "admin" }, shop.cookie),
    );
    expect(res.status).toBe(200);
    expect((await faq()).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())("Sandbox and live belong to the company on %s", (kind) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("an admin's switch to live is what every teammate sees; a member's switch is refused; setup warnings are shared", async () => {
    t = await createTestApp(kind);
    const owner = await createCompanyAccount(t, { name: "Hotel Mode", domain: "mode.test" });
    const admin = await joinTeam(t, owner, { email: "admin@mode.test", role: "admin" });
    const member = await joinTeam(t, owner, { email: "member@mode.test", role: "member" });
    const shell = async (cookie: string) => readJson(await t.request("/api/shell", { headers: { cookie } }));
    const switchTo = (mode: string, cookie: string) =>
      t.request("/api/profile/mode", jsonRequest("PATCH", { mode }, cookie));

    expect((await switchTo("live", admin.cookie)).status).toBe(200);
    for (const who of [owner, admin, member]) expect((await shell(who.cookie)).mode).toBe("live");
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(company!.mode).toBe("live");

    const refused = await switchTo("sandbox", member.cookie);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error.message).toBe(
      "Only the owner or an admin can switch between sandbox and live.",
    );
    expect((await shell(owner.cookie)).mode).toBe("live");

    // The Setup Required warning is the company's: the owner's FAQ clears it for the teammates too.
    expect((await shell(member.cookie)).missing).toContain("faq_content");
    const faq = await t.request(
      "/api/library/faq",
      jsonRequest("PUT", { faqContent: "Q: Pets?\nA: Small dogs are welcome." }, owner.cookie),
    );
    expect(faq.status).toBe(200);
    expect((await shell(member.cookie)).missing).not.toContain("faq_content");
  });
});

describe.each(testDatabaseKinds())("Tickets assigned to teammates on %s", (kind) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("a ticket goes to a teammate, shows under their Assigned to me, leaves Unassigned, and their reply names them", async () => {
    t = await createTestApp(kind);
    const owner = await createCompanyAccount(t, { name: "Hotel Desk", domain: "desk.test" });
    const mate = await joinTeam(t, owner, { email: "mate@desk.test", role: "member" });
    const other = await createCompanyAccount(t, { name: "Elsewhere", domain: "else.test" });
    const [ticket, untouched] = await t.ctx.db
      .insert(tickets)
      .values([
        { companyId: owner.companyId, subject: "Parking for a van?" },
        { companyId: owner.companyId, subject: "Breakfast hours" },
      ])
      .returning();
    const list = async (query: string, cookie: string) =>
      (await readJson(await t.request(`/api/tickets?${query}`, { headers: { cookie } }))).rows.map(
        (r: { subject: string; assignedTo: string }) => `${r.subject} → ${r.assignedTo}`,
      );
    const assign = (assignedUserId: string | null, cookie = owner.cookie) =>
      t.request(`/api/tickets/${ticket!.id}`, jsonRequest("PATCH", { assignedUserId }, cookie));

    // Someone of another company is not a teammate.
    const refused = await assign(other.userId);
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.message).toBe("This person is not on your team.");

    expect((await assign(mate.userId)).status).toBe(200);
    expect(await list("assigned=me", mate.cookie)).toEqual(["Parking for a van? → Mate member"]);
    expect(await list("assigned=me", owner.cookie)).toEqual([]);
    expect(await list("assigned=unassigned", owner.cookie)).toEqual(["Breakfast hours → Unassigned"]);
    expect(untouched).toBeDefined();

    // The teammate's reply is named after them on the ticket.
    await createPersonReply(t.ctx.db, {
      companyId: owner.companyId,
      ticket: { ...ticket!, assignedTo: "Mate member" },
      content: "Yes, the garage takes vans up to 2.4 m.",
      authorUserId: mate.userId,
    });
    const page = await readJson(
      await t.request(`/api/tickets/${ticket!.id}`, { headers: { cookie: mate.cookie } }),
    );
    expect(page.ticket.assignedTo).toBe("Mate member");
    expect(page.responses.map((r: { sentBy: string | null }) => r.sentBy)).toEqual(["Mate member"]);
    expect(page.options.teammates.map((m: { name: string }) => m.name).sort()).toEqual([
      "Mate member",
      "Test User",
    ]);

    expect((await assign(null)).status).toBe(200);
    expect(await list("assigned=unassigned", owner.cookie)).toHaveLength(2);
  });
});

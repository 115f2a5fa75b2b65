import type { ImapSmtpSettings } from "@inbox/contracts";
import { addMembership, companies, profiles, supportMailboxes } from "@inbox/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { createJobs } from "../jobs/queue";
import { startWorkers } from "../jobs/workers";
import { createSecretBox } from "../lib/secret-box";
import type { TestApp } from "./test-app";

let counter = 0;

/** A signed-up user with a company (as after the first onboarding step), for tests that start past onboarding. */
export async function createCompanyAccount(
  t: TestApp,
  { name = "Hotel Aurora", domain = "aurora.test" } = {},
) {
  counter += 1;
  const email = `owner${counter}-${Date.now()}@${domain}`;
  const { cookie, userId } = await t.signUp(email);
  const [company] = await t.ctx.db
    .insert(companies)
    .values({
      name,
      url: `https://${domain}`,
      email,
      subscription: "standard",
      trialEndsAt: new Date(Date.now() + 15 * 864e5),
    })
    .returning();
  if (!company) throw new Error("company not created");
  await t.ctx.db.update(profiles).set({ email }).where(eq(profiles.id, userId));
  await addMembership(t.ctx.db, { companyId: company.id, userId, role: "owner" });
  return { cookie, userId, companyId: company.id, email };
}

/** The company a user belongs to: a mailbox they connect is the company's (issue 24). */
async function companyOfUser(ctx: AppContext, userId: string) {
  const [profile] = await ctx.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.companyId) throw new Error("the user has no company");
  return profile.companyId;
}

export async function createImapMailbox(ctx: AppContext, userId: string, settings: ImapSmtpSettings) {
  const [mailbox] = await ctx.db
    .insert(supportMailboxes)
    .values({
      companyId: await companyOfUser(ctx, userId),
      userId,
      email: settings.email,
      provider: "imap",
      type: "support",
      settings: createSecretBox(ctx.encryptionKey).sealJson(settings),
    })
    .returning();
  if (!mailbox) throw new Error("mailbox not created");
  return mailbox;
}

export async function createForwardingMailbox(
  ctx: AppContext,
  userId: string,
  { email, address }: { email: string; address: string },
) {
  const [mailbox] = await ctx.db
    .insert(supportMailboxes)
    .values({
      companyId: await companyOfUser(ctx, userId),
      userId,
      email,
      provider: "forwarding",
      type: "support",
      forwardingAddress: address,
    })
    .returning();
  if (!mailbox) throw new Error("mailbox not created");
  return mailbox;
}

/** The job queue and workers on the test's database, polling fast; stop() before closing the database. */
export async function startTestWorkers(ctx: AppContext) {
  ctx.jobs = await createJobs(ctx);
  const workers = await startWorkers(ctx, { pollingIntervalSeconds: 0.5 });
  return {
    workers,
    async stop() {
      await workers.stop();
      await ctx.jobs?.stop();
      ctx.jobs = undefined;
    },
  };
}

import type { OnboardingFacts } from "@inbox/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { agentConfigs, brandBriefs, companies, memberships, profiles } from "../schema";

export async function getProfileWithCompany(db: DbOrTx, { userId }: { userId: string }) {
  const [row] = await db
    .select({
      id: profiles.id,
      companyId: memberships.companyId,
      role: memberships.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      mode: profiles.mode,
      liveSince: profiles.liveSince,
      onboardingCompletedAt: profiles.onboardingCompletedAt,
      company: {
        id: companies.id,
        name: companies.name,
        subscription: companies.subscription,
        email: companies.email,
        url: companies.url,
        trialEndsAt: companies.trialEndsAt,
        mode: companies.mode,
        liveSince: companies.liveSince,
      },
    })
    .from(profiles)
    // The company is the membership's (issue 24), never a copy on the profile.
    .leftJoin(memberships, eq(memberships.userId, profiles.id))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, company: row.company?.id ? row.company : null };
}
export type ProfileWithCompany = NonNullable<Awaited<ReturnType<typeof getProfileWithCompany>>>;

export async function getOnboardingFacts(
  db: DbOrTx,
  { userId }: { userId: string },
): Promise<OnboardingFacts> {
  const profile = await getProfileWithCompany(db, { userId });
  const companyId = profile?.company?.id;
  const [config] = companyId
    ? await db
        .select({ id: agentConfigs.id })
        .from(agentConfigs)
        .where(eq(agentConfigs.companyId, companyId))
        .orderBy(desc(agentConfigs.createdAt))
        .limit(1)
    : [];
  const [brief] = companyId
    ? await db
        .select({ id: brandBriefs.id })
        .from(brandBriefs)
        .where(and(eq(brandBriefs.companyId, companyId), sql`length(trim(${brandBriefs.content})) > 0`))
        .limit(1)
    : [];
  // A teammate joins a company its owner has set up: the setup steps are not theirs to do again.
  const joined = Boolean(profile?.company) && profile?.role !== "owner";
  return {
    hasCompany: Boolean(profile?.company),
    hasPlan: Boolean(profile?.company?.subscription),
    hasAgentConfig: joined || Boolean(config),
    hasBrandBrief: joined || Boolean(brief),
    isOnboardingComplete: Boolean(profile?.onboardingCompletedAt),
  };
}

/**
 * Sandbox / live (spec 001 §4), for the whole company (issue 24): the agent answers every mailbox of the company in this
 * mode. Going live stamps `live_since` (the header's "Live since"); switching live again keeps the first stamp, and
 * back to sandbox clears it.
 */
export async function setCompanyMode(
  db: DbOrTx,
  { companyId, mode }: { companyId: string; mode: "sandbox" | "live" },
) {
  const [row] = await db
    .update(companies)
    .set({
      mode,
      liveSince: mode === "live" ? sql`coalesce(${companies.liveSince}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning({ mode: companies.mode, liveSince: companies.liveSince });
  return row ?? null;
}

/** Onboarding is complete once a mailbox is connected (or skipped); the first time counts. */
export async function completeOnboarding(db: DbOrTx, { userId }: { userId: string }) {
  await db
    .update(profiles)
    .set({ onboardingCompletedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.onboardingCompletedAt)));
}

/** Where to write to the user (their profile's address). */
export async function getProfileEmail(db: DbOrTx, { userId }: { userId: string }) {
  const [row] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return row?.email ?? null;
}

import { membershipRoleValues } from "@inbox/contracts";
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, createdAt } from "./app";
import { user } from "./auth";

export const membershipRole = pgEnum("membership_role", membershipRoleValues);

/**
 * Who works in which company, and with which role (issue 24). A user belongs to one company; a company has exactly one
 * owner. Every company lookup for a signed-in user reads this table.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: membershipRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("memberships_user_id_idx").on(t.userId),
    index("memberships_company_id_idx").on(t.companyId),
    uniqueIndex("memberships_one_owner_idx").on(t.companyId).where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An invitation to join a company: the link's token is kept only as its SHA-256 hash, works for 7 days and once.
 * Resending replaces the token (the old link stops working) and starts the 7 days again.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: membershipRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_idx").on(t.tokenHash),
    // One open invitation per address and company: inviting again resends it.
    uniqueIndex("invitations_open_email_idx")
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

CREATE TYPE "public"."membership_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "membership_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "membership_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mode" "profile_mode" DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "live_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assigned_user_id" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_idx" ON "invitations" USING btree ("company_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_id_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_company_id_idx" ON "memberships" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_owner_idx" ON "memberships" USING btree ("company_id") WHERE "memberships"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_user_id_user_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_company_assigned_user_idx" ON "tickets" USING btree ("company_id","assigned_user_id","created_at") WHERE "tickets"."assigned_user_id" is not null;--> statement-breakpoint
-- Every company's user becomes its member: the one whose address is the company's becomes the owner (else the first
-- to join); the others, who could change everything until now, become admins.
INSERT INTO "memberships" ("company_id", "user_id", "role", "created_at")
SELECT p."company_id", p."id",
  CASE WHEN row_number() OVER (
    PARTITION BY p."company_id"
    ORDER BY (lower(coalesce(p."email", '')) = lower(c."email")) DESC, p."created_at", p."id"
  ) = 1 THEN 'owner'::"membership_role" ELSE 'admin'::"membership_role" END,
  p."created_at"
FROM "profiles" p JOIN "companies" c ON c."id" = p."company_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Sandbox / live becomes the company's: it takes the owner's mode as it was.
UPDATE "companies" c SET "mode" = p."mode", "live_since" = p."live_since"
FROM "memberships" m JOIN "profiles" p ON p."id" = m."user_id"
WHERE m."company_id" = c."id" AND m."role" = 'owner';

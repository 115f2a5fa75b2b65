ALTER TABLE "agent_configs" DROP CONSTRAINT "agent_configs_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_briefs" DROP CONSTRAINT "brand_briefs_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "support_mailboxes" DROP CONSTRAINT "support_mailboxes_user_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "agent_configs_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "brand_briefs_user_id_updated_at_idx";--> statement-breakpoint
DROP INDEX "support_mailboxes_user_email_provider_idx";--> statement-breakpoint
ALTER TABLE "agent_configs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_briefs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_mailboxes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_configs" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_briefs" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "support_mailboxes" ADD COLUMN "company_id" uuid;--> statement-breakpoint
-- The agent's setup becomes the company's: each row takes the company of the user who made it.
UPDATE "agent_configs" a SET "company_id" = p."company_id" FROM "profiles" p WHERE p."id" = a."user_id";--> statement-breakpoint
UPDATE "brand_briefs" b SET "company_id" = p."company_id" FROM "profiles" p WHERE p."id" = b."user_id";--> statement-breakpoint
UPDATE "support_mailboxes" s SET "company_id" = p."company_id" FROM "profiles" p WHERE p."id" = s."user_id";--> statement-breakpoint
-- A mailbox connected by a teammate who has since been removed keeps the company its mail was stored for.
UPDATE "support_mailboxes" s SET "company_id" = (
  SELECT m."company_id" FROM "messages" m WHERE m."mailbox_id" = s."id" ORDER BY m."created_at" DESC LIMIT 1
) WHERE s."company_id" IS NULL;--> statement-breakpoint
-- A teammate's own config or brief (made by a Library edit the agent never read: it read the mailbox owner's) gives
-- way to the owner's, so the company's latest stays the one its agent has been using.
DELETE FROM "agent_configs" a USING "memberships" m
WHERE m."company_id" = a."company_id" AND m."role" = 'owner' AND a."user_id" IS DISTINCT FROM m."user_id"
  AND EXISTS (SELECT 1 FROM "agent_configs" o WHERE o."company_id" = a."company_id" AND o."user_id" = m."user_id");--> statement-breakpoint
DELETE FROM "brand_briefs" b USING "memberships" m
WHERE m."company_id" = b."company_id" AND m."role" = 'owner' AND b."user_id" IS DISTINCT FROM m."user_id"
  AND EXISTS (SELECT 1 FROM "brand_briefs" o WHERE o."company_id" = b."company_id" AND o."user_id" = m."user_id");--> statement-breakpoint
-- Rows of a user without a company were read by nobody.
DELETE FROM "agent_configs" WHERE "company_id" IS NULL;--> statement-breakpoint
DELETE FROM "brand_briefs" WHERE "company_id" IS NULL;--> statement-breakpoint
DELETE FROM "support_mailboxes" WHERE "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "agent_configs" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_briefs" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "support_mailboxes" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_configs" ADD CONSTRAINT "agent_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_configs" ADD CONSTRAINT "agent_configs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_briefs" ADD CONSTRAINT "brand_briefs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_briefs" ADD CONSTRAINT "brand_briefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mailboxes" ADD CONSTRAINT "support_mailboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mailboxes" ADD CONSTRAINT "support_mailboxes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_configs_company_id_created_at_idx" ON "agent_configs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_briefs_company_id_updated_at_idx" ON "brand_briefs" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_mailboxes_company_email_provider_idx" ON "support_mailboxes" USING btree ("company_id","email","provider");

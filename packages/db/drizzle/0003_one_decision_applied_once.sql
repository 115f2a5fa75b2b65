CREATE TABLE "outbound_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" text,
	"message_id" text NOT NULL,
	"send_attempted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ticket_messages_message_id_idx";--> statement-breakpoint
DROP INDEX "tickets_message_id_idx";--> statement-breakpoint
ALTER TABLE "agent_configs" ADD COLUMN "answer_in_english_without_translation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_loop_message" ADD COLUMN "inbound_message_id" uuid;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD COLUMN "source_feedback_message_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "send_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_emails_company_key_idx" ON "outbound_emails" USING btree ("company_id","key");--> statement-breakpoint
ALTER TABLE "feedback_loop_message" ADD CONSTRAINT "feedback_loop_message_inbound_message_id_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_source_feedback_message_id_feedback_loop_message_id_fk" FOREIGN KEY ("source_feedback_message_id") REFERENCES "public"."feedback_loop_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_loop_message_ticket_inbound_idx" ON "feedback_loop_message" USING btree ("ticket_id","inbound_message_id","sender");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_entries_source_feedback_message_idx" ON "knowledge_entries" USING btree ("source_feedback_message_id");--> statement-breakpoint
-- Installs that already hold a message on two tickets (the retry defect) keep its first link and ticket.
DELETE FROM "ticket_messages" tm USING "ticket_messages" other WHERE tm."message_id" = other."message_id" AND (other."created_at", other."ticket_id") < (tm."created_at", tm."ticket_id");--> statement-breakpoint
UPDATE "tickets" t SET "message_id" = NULL WHERE EXISTS (SELECT 1 FROM "tickets" o WHERE o."message_id" = t."message_id" AND (o."created_at", o."id") < (t."created_at", t."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_messages_message_id_unique_idx" ON "ticket_messages" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_message_id_unique_idx" ON "tickets" USING btree ("message_id");
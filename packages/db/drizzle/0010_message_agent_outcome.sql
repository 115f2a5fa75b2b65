ALTER TABLE "messages" ADD COLUMN "agent_outcome" text;--> statement-breakpoint
CREATE INDEX "messages_company_closed_idx" ON "messages" USING btree ("company_id","created_at") WHERE "messages"."agent_outcome" in ('filter', 'skip');--> statement-breakpoint
-- Mail decided before this migration: its outcome read once from the result's words.
UPDATE "messages" SET "agent_outcome" = CASE
  WHEN "processed_result" LIKE 'filtered:%' THEN 'filter'
  WHEN "processed_result" LIKE 'skipped:%' THEN 'skip'
  WHEN "processed_result" LIKE 'ticket only:%' THEN 'ticket_only'
  WHEN "processed_result" LIKE 'feedback loop:%' THEN 'ask_responsable'
  WHEN "processed_result" LIKE 'escalated:%' THEN 'escalate'
  WHEN "processed_result" LIKE 'handed over:%' THEN 'handover_translation'
  WHEN "processed_result" LIKE 'answered in part:%' THEN 'reply_and_handover'
  WHEN "processed_result" LIKE 'kept%' THEN 'kept'
  WHEN "processed_result" LIKE 'failed:%' THEN 'failed'
  WHEN "processed_result" LIKE 'drafted:%' OR "processed_result" LIKE 'replied:%' OR "processed_result" LIKE 'learned:%' THEN 'reply'
END WHERE "processed_result" IS NOT NULL;

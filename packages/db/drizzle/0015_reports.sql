ALTER TABLE "companies" ADD COLUMN "minutes_saved_per_mail" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "agent_reply" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "report_kind" text GENERATED ALWAYS AS (case
      when agent_outcome = 'reply' and processed_result like 'learned:%' then 'responsable_answer'
      when agent_outcome = 'reply' then 'answered'
      when agent_outcome = 'reply_and_handover' then 'answered_in_part'
      when agent_outcome = 'escalate' and processed_result like 'escalated: language not supported%' then 'unsupported_language'
      when agent_outcome = 'escalate' then 'escalated'
      when agent_outcome = 'ask_responsable' then 'asked_responsable'
      when agent_outcome = 'handover_translation' then 'translation'
      when agent_outcome = 'skip' then 'skipped'
      when agent_outcome = 'filter' then 'filtered'
      else 'other' end) STORED;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "made_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_by" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_seconds" double precision;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "opening_kind" text;--> statement-breakpoint
CREATE INDEX "feedback_loop_message_questions_idx" ON "feedback_loop_message" USING btree ("assigned_to","created_at") WHERE "feedback_loop_message"."sender" = 'AI Agent';--> statement-breakpoint
CREATE INDEX "knowledge_entries_company_created_idx" ON "knowledge_entries" USING btree ("company_id","created_at","source");--> statement-breakpoint
CREATE INDEX "messages_company_report_idx" ON "messages" USING btree ("company_id","created_at","report_kind","agent_reply");--> statement-breakpoint
CREATE INDEX "tickets_company_report_idx" ON "tickets" USING btree ("company_id","created_at","first_response_by","first_response_seconds","intent","opening_kind");--> statement-breakpoint
CREATE INDEX "tickets_company_gaps_idx" ON "tickets" USING btree ("company_id","created_at") WHERE "tickets"."opening_kind" in ('asked_responsable', 'answered_in_part');--> statement-breakpoint
CREATE INDEX "tickets_company_responsable_open_idx" ON "tickets" USING btree ("company_id","assigned_responsable_id") WHERE "tickets"."status" <> 'Solved' and "tickets"."assigned_responsable_id" is not null;--> statement-breakpoint
-- Reports: a sandbox draft a person sends becomes live; when is kept, so the report tells it from the agent's own reply.
CREATE FUNCTION ticket_responses_made_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.mode = 'sandbox' AND NEW.mode = 'live' AND NEW.made_live_at IS NULL THEN
    NEW.made_live_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_responses_made_live BEFORE UPDATE OF mode ON ticket_responses
  FOR EACH ROW EXECUTE FUNCTION ticket_responses_made_live();
--> statement-breakpoint
-- Reports: what became of the agent's reply to a message (messages.agent_reply), and a ticket's first response (who,
-- when, how long after the opening mail arrived), kept as replies are written and sent.
CREATE FUNCTION ticket_responses_report_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released timestamptz := coalesce(NEW.made_live_at, NEW.created_at);
  by_agent boolean := false;
BEGIN
  IF NEW.author = 'AI Agent' AND NEW.inbound_message_id IS NOT NULL THEN
    UPDATE messages SET agent_reply = CASE
        WHEN NEW.mode = 'sandbox' THEN 'draft'
        WHEN NEW.made_live_at IS NOT NULL THEN 'sent_by_person'
        ELSE 'live' END
      WHERE id = NEW.inbound_message_id;
  END IF;
  IF NEW.mode = 'live' THEN
    -- The agent's own reply to a customer's mail; one written from a responsable's answer is a person's response.
    IF NEW.author = 'AI Agent' AND NEW.made_live_at IS NULL AND NEW.inbound_message_id IS NOT NULL THEN
      SELECT m.report_kind IN ('answered', 'answered_in_part') INTO by_agent FROM messages m
        WHERE m.id = NEW.inbound_message_id;
    END IF;
    UPDATE tickets t SET
        first_response_at = released,
        first_response_by = CASE WHEN coalesce(by_agent, false) THEN 'agent' ELSE 'person' END,
        first_response_seconds = greatest(0, extract(epoch FROM released - coalesce(
          (SELECT m.created_at FROM messages m WHERE m.id = t.message_id), t.created_at)))
      WHERE t.id = NEW.ticket_id AND t.first_response_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_responses_report_insert AFTER INSERT ON ticket_responses
  FOR EACH ROW EXECUTE FUNCTION ticket_responses_report_track();
--> statement-breakpoint
CREATE TRIGGER ticket_responses_report_mode AFTER UPDATE OF mode ON ticket_responses
  FOR EACH ROW WHEN (OLD.mode IS DISTINCT FROM NEW.mode) EXECUTE FUNCTION ticket_responses_report_track();
--> statement-breakpoint
-- The replies written before this migration: a draft sent before it cannot be told from a live reply (decision 0014).
UPDATE messages m SET agent_reply = CASE WHEN r.mode = 'sandbox' THEN 'draft' ELSE 'live' END
  FROM ticket_responses r WHERE r.inbound_message_id = m.id AND r.author = 'AI Agent';
--> statement-breakpoint
UPDATE tickets t SET
    first_response_at = f.created_at,
    first_response_by = f.by,
    first_response_seconds = greatest(0, extract(epoch FROM f.created_at - coalesce(
      (SELECT m.created_at FROM messages m WHERE m.id = t.message_id), t.created_at)))
  FROM (
    SELECT DISTINCT ON (r.ticket_id) r.ticket_id, r.created_at,
      CASE WHEN r.author = 'AI Agent' AND m.report_kind IN ('answered', 'answered_in_part') THEN 'agent' ELSE 'person' END AS by
    FROM ticket_responses r LEFT JOIN messages m ON m.id = r.inbound_message_id
    WHERE r.mode = 'live'
    ORDER BY r.ticket_id, r.created_at
  ) f
  WHERE f.ticket_id = t.id;
--> statement-breakpoint
-- Reports: a ticket keeps how its opening mail is counted (tickets.opening_kind), so the intents need no join.
CREATE FUNCTION tickets_opening_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.opening_kind := (SELECT m.report_kind FROM messages m WHERE m.id = NEW.message_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_opening_kind BEFORE INSERT OR UPDATE OF message_id ON tickets
  FOR EACH ROW EXECUTE FUNCTION tickets_opening_kind();
--> statement-breakpoint
CREATE FUNCTION messages_opening_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET opening_kind = NEW.report_kind
    WHERE message_id = NEW.id AND opening_kind IS DISTINCT FROM NEW.report_kind;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_opening_kind AFTER UPDATE OF agent_outcome, processed_result ON messages
  FOR EACH ROW WHEN (OLD.report_kind IS DISTINCT FROM NEW.report_kind) EXECUTE FUNCTION messages_opening_kind();
--> statement-breakpoint
UPDATE tickets t SET opening_kind = m.report_kind FROM messages m WHERE m.id = t.message_id;

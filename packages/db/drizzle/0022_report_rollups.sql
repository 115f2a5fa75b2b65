CREATE TABLE "report_gap_days" (
	"company_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"intent" text NOT NULL,
	"subject_key" text NOT NULL,
	"n" integer NOT NULL,
	"open" integer NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"latest_id" uuid NOT NULL,
	"latest_subject" text NOT NULL,
	"feedback_at" timestamp with time zone,
	"feedback_id" uuid
);
--> statement-breakpoint
CREATE TABLE "report_intent_days" (
	"company_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"intent" text NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"automated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_intent_days_company_id_day_intent_pk" PRIMARY KEY("company_id","day","intent")
);
--> statement-breakpoint
CREATE TABLE "report_mail_hours" (
	"company_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"answered_live" integer DEFAULT 0 NOT NULL,
	"answered_sent_by_person" integer DEFAULT 0 NOT NULL,
	"answered_draft" integer DEFAULT 0 NOT NULL,
	"answered_in_part" integer DEFAULT 0 NOT NULL,
	"escalated" integer DEFAULT 0 NOT NULL,
	"unsupported_language" integer DEFAULT 0 NOT NULL,
	"asked_responsable" integer DEFAULT 0 NOT NULL,
	"translation" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"filtered" integer DEFAULT 0 NOT NULL,
	"other" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_mail_hours_company_id_hour_pk" PRIMARY KEY("company_id","hour")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_state" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"sealed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "feedback_loop_message_questions_idx";--> statement-breakpoint
ALTER TABLE "feedback_loop_message" ADD COLUMN "first_answer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_rollup_state" ADD CONSTRAINT "report_rollup_state_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_gap_days_company_day_idx" ON "report_gap_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "tickets_company_first_response_idx" ON "tickets" USING btree ("company_id","first_response_by","created_at","first_response_seconds") WHERE "tickets"."first_response_by" is not null;--> statement-breakpoint
-- Reports (decision 0014): a subject as the knowledge gaps group it, without "Re:" / "Fwd:" and case.
CREATE FUNCTION report_subject_key(subject text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(trim(regexp_replace(subject, '^(\s*(re|fw|fwd|aw|wg|tr|rv|sv)\s*:\s*)+', '', 'i')))
$$;
--> statement-breakpoint
-- How far a company's roll-ups reach. Every writer of a counted row shares the company's lock (class 24) until it
-- commits; sealing takes it alone, so a change is either seen by the sealing's count or moves the sealed count itself.
CREATE FUNCTION report_rollups_sealed_until(company uuid) RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  sealed timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(24, hashtext(company::text));
  SELECT s.sealed_until INTO sealed FROM report_rollup_state s WHERE s.company_id = company;
  RETURN sealed;
END;
$$;
--> statement-breakpoint
-- One mail more (d = 1) or less (d = -1) in its hour's counter.
CREATE FUNCTION report_mail_hours_add(company uuid, at timestamptz, kind text, reply text, d integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO report_mail_hours AS h (company_id, hour, answered_live, answered_sent_by_person, answered_draft,
      answered_in_part, escalated, unsupported_language, asked_responsable, translation, skipped, filtered, other)
  VALUES (company, date_trunc('hour', at, 'UTC'),
    CASE WHEN kind = 'answered' AND reply = 'live' THEN d ELSE 0 END,
    CASE WHEN kind = 'answered' AND reply = 'sent_by_person' THEN d ELSE 0 END,
    CASE WHEN kind = 'answered' AND reply IS DISTINCT FROM 'live' AND reply IS DISTINCT FROM 'sent_by_person' THEN d ELSE 0 END,
    CASE WHEN kind = 'answered_in_part' THEN d ELSE 0 END,
    CASE WHEN kind = 'escalated' THEN d ELSE 0 END,
    CASE WHEN kind = 'unsupported_language' THEN d ELSE 0 END,
    CASE WHEN kind = 'asked_responsable' THEN d ELSE 0 END,
    CASE WHEN kind = 'translation' THEN d ELSE 0 END,
    CASE WHEN kind = 'skipped' THEN d ELSE 0 END,
    CASE WHEN kind = 'filtered' THEN d ELSE 0 END,
    CASE WHEN kind = 'other' THEN d ELSE 0 END)
  ON CONFLICT (company_id, hour) DO UPDATE SET
    answered_live = h.answered_live + excluded.answered_live,
    answered_sent_by_person = h.answered_sent_by_person + excluded.answered_sent_by_person,
    answered_draft = h.answered_draft + excluded.answered_draft,
    answered_in_part = h.answered_in_part + excluded.answered_in_part,
    escalated = h.escalated + excluded.escalated,
    unsupported_language = h.unsupported_language + excluded.unsupported_language,
    asked_responsable = h.asked_responsable + excluded.asked_responsable,
    translation = h.translation + excluded.translation,
    skipped = h.skipped + excluded.skipped,
    filtered = h.filtered + excluded.filtered,
    other = h.other + excluded.other
$$;
--> statement-breakpoint
-- A sealed message that changes how it is counted (decided anew, its draft sent, deleted) moves its hour's counts.
CREATE FUNCTION messages_report_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.report_kind <> 'responsable_answer'
      AND OLD.created_at < report_rollups_sealed_until(OLD.company_id) THEN
    PERFORM report_mail_hours_add(OLD.company_id, OLD.created_at, OLD.report_kind, OLD.agent_reply, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.report_kind <> 'responsable_answer'
      AND NEW.created_at < report_rollups_sealed_until(NEW.company_id) THEN
    PERFORM report_mail_hours_add(NEW.company_id, NEW.created_at, NEW.report_kind, NEW.agent_reply, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_report_rollup AFTER INSERT OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_report_rollup();
--> statement-breakpoint
CREATE TRIGGER messages_report_rollup_change AFTER UPDATE OF agent_outcome, processed_result, agent_reply, created_at, company_id ON messages
  FOR EACH ROW WHEN (OLD.report_kind IS DISTINCT FROM NEW.report_kind OR OLD.agent_reply IS DISTINCT FROM NEW.agent_reply
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION messages_report_rollup();
--> statement-breakpoint
-- One ticket more or less in its day's intent.
CREATE FUNCTION report_intent_days_add(company uuid, at timestamptz, intent text, kind text, d integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO report_intent_days AS r (company_id, day, intent, tickets, automated)
  VALUES (company, date_trunc('day', at, 'UTC'), intent, d, CASE WHEN kind IN ('answered', 'skipped') THEN d ELSE 0 END)
  ON CONFLICT (company_id, day, intent) DO UPDATE SET
    tickets = r.tickets + excluded.tickets, automated = r.automated + excluded.automated
$$;
--> statement-breakpoint
-- The knowledge gaps of a company's tickets created in [lo, hi), per UTC day, intent and subject.
CREATE FUNCTION report_gap_rows(company uuid, lo timestamptz, hi timestamptz)
RETURNS SETOF report_gap_days LANGUAGE sql STABLE AS $$
  SELECT company, date_trunc('day', t.created_at, 'UTC'), t.intent, report_subject_key(t.subject), count(*)::int,
    (count(*) FILTER (WHERE t.status <> 'Solved'))::int, max(t.created_at),
    (array_agg(t.id ORDER BY t.created_at DESC))[1], (array_agg(t.subject ORDER BY t.created_at DESC))[1],
    max(t.created_at) FILTER (WHERE t.is_in_feedback_loop AND t.status <> 'Solved'),
    (array_agg(t.id ORDER BY t.created_at DESC) FILTER (WHERE t.is_in_feedback_loop AND t.status <> 'Solved'))[1]
  FROM tickets t
  WHERE t.company_id = company AND t.created_at >= lo AND t.created_at < hi
    AND t.opening_kind IN ('asked_responsable', 'answered_in_part')
  GROUP BY 2, 3, 4
$$;
--> statement-breakpoint
-- A day's gap group counted again from its tickets, one writer at a time (class 25), each after the one before committed.
CREATE FUNCTION report_gap_days_refresh(company uuid, at timestamptz, gap_intent text, gap_subject text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d timestamptz := date_trunc('day', at, 'UTC');
  k text := report_subject_key(gap_subject);
BEGIN
  PERFORM pg_advisory_xact_lock(25, hashtext(company::text || extract(epoch FROM d)::bigint::text || gap_intent || k));
  DELETE FROM report_gap_days g
    WHERE g.company_id = company AND g.day = d AND g.intent = gap_intent AND g.subject_key = k;
  INSERT INTO report_gap_days
    SELECT * FROM report_gap_rows(company, d, d + interval '24 hours') r
    WHERE r.intent = gap_intent AND r.subject_key = k;
END;
$$;
--> statement-breakpoint
-- A sealed ticket that is opened, deleted, or changes its intent, opening kind, subject, status or feedback loop
-- moves its day's intent counts and knowledge gaps.
CREATE FUNCTION tickets_report_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sealed boolean := false;
  new_sealed boolean := false;
  old_gap boolean := false;
  new_gap boolean := false;
  moved boolean := TG_OP <> 'UPDATE';
  same_gap boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_sealed := coalesce(OLD.created_at < report_rollups_sealed_until(OLD.company_id), false);
    old_gap := coalesce(OLD.opening_kind IN ('asked_responsable', 'answered_in_part'), false);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_sealed := coalesce(NEW.created_at < report_rollups_sealed_until(NEW.company_id), false);
    new_gap := coalesce(NEW.opening_kind IN ('asked_responsable', 'answered_in_part'), false);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    moved := OLD.intent IS DISTINCT FROM NEW.intent OR OLD.opening_kind IS DISTINCT FROM NEW.opening_kind
      OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.company_id IS DISTINCT FROM NEW.company_id;
    same_gap := OLD.company_id = NEW.company_id AND OLD.intent = NEW.intent
      AND date_trunc('day', OLD.created_at, 'UTC') = date_trunc('day', NEW.created_at, 'UTC')
      AND report_subject_key(OLD.subject) IS NOT DISTINCT FROM report_subject_key(NEW.subject);
  END IF;
  IF old_sealed AND moved THEN
    PERFORM report_intent_days_add(OLD.company_id, OLD.created_at, OLD.intent, OLD.opening_kind, -1);
  END IF;
  IF new_sealed AND moved THEN
    PERFORM report_intent_days_add(NEW.company_id, NEW.created_at, NEW.intent, NEW.opening_kind, 1);
  END IF;
  IF old_sealed AND old_gap THEN
    PERFORM report_gap_days_refresh(OLD.company_id, OLD.created_at, OLD.intent, OLD.subject);
  END IF;
  IF new_sealed AND new_gap AND NOT (old_sealed AND old_gap AND same_gap) THEN
    PERFORM report_gap_days_refresh(NEW.company_id, NEW.created_at, NEW.intent, NEW.subject);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_report_rollup AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION tickets_report_rollup();
--> statement-breakpoint
-- message_id too: its BEFORE trigger (tickets_opening_kind) changes opening_kind, which UPDATE OF does not see.
CREATE TRIGGER tickets_report_rollup_change
  AFTER UPDATE OF intent, opening_kind, message_id, subject, status, is_in_feedback_loop, created_at, company_id ON tickets
  FOR EACH ROW WHEN (OLD.intent IS DISTINCT FROM NEW.intent OR OLD.opening_kind IS DISTINCT FROM NEW.opening_kind
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR ((OLD.opening_kind IN ('asked_responsable', 'answered_in_part') OR NEW.opening_kind IN ('asked_responsable', 'answered_in_part'))
      AND (OLD.subject IS DISTINCT FROM NEW.subject OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.is_in_feedback_loop IS DISTINCT FROM NEW.is_in_feedback_loop)))
  EXECUTE FUNCTION tickets_report_rollup();
--> statement-breakpoint
-- A company deleted: its roll-ups go with its state (they have no foreign key, see the schema).
CREATE FUNCTION report_rollup_state_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_mail_hours WHERE company_id = OLD.company_id;
  DELETE FROM report_intent_days WHERE company_id = OLD.company_id;
  DELETE FROM report_gap_days WHERE company_id = OLD.company_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_rollup_state_deleted AFTER DELETE ON report_rollup_state
  FOR EACH ROW EXECUTE FUNCTION report_rollup_state_deleted();
--> statement-breakpoint
-- Counts a company's messages and tickets created before `until` (a UTC midnight) into its roll-ups. Alone on the
-- company's lock (class 24): false, with nothing done, while a writer holds it (the job tries again). The counts are
-- read after the lock is taken, so they see every change committed before it.
CREATE FUNCTION report_rollups_seal(company uuid, until timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  upto timestamptz := date_trunc('day', until, 'UTC');
  sealed timestamptz;
BEGIN
  IF NOT pg_try_advisory_xact_lock(24, hashtext(company::text)) THEN
    RETURN false;
  END IF;
  SELECT coalesce(s.sealed_until, '-infinity') INTO sealed FROM companies c
    LEFT JOIN report_rollup_state s ON s.company_id = c.id WHERE c.id = company;
  IF sealed IS NULL OR sealed >= upto THEN
    RETURN true;
  END IF;
  INSERT INTO report_mail_hours AS h (company_id, hour, answered_live, answered_sent_by_person, answered_draft,
      answered_in_part, escalated, unsupported_language, asked_responsable, translation, skipped, filtered, other)
    SELECT company, date_trunc('hour', m.created_at, 'UTC'),
      count(*) FILTER (WHERE m.report_kind = 'answered' AND m.agent_reply = 'live'),
      count(*) FILTER (WHERE m.report_kind = 'answered' AND m.agent_reply = 'sent_by_person'),
      count(*) FILTER (WHERE m.report_kind = 'answered' AND m.agent_reply IS DISTINCT FROM 'live'
        AND m.agent_reply IS DISTINCT FROM 'sent_by_person'),
      count(*) FILTER (WHERE m.report_kind = 'answered_in_part'),
      count(*) FILTER (WHERE m.report_kind = 'escalated'),
      count(*) FILTER (WHERE m.report_kind = 'unsupported_language'),
      count(*) FILTER (WHERE m.report_kind = 'asked_responsable'),
      count(*) FILTER (WHERE m.report_kind = 'translation'),
      count(*) FILTER (WHERE m.report_kind = 'skipped'),
      count(*) FILTER (WHERE m.report_kind = 'filtered'),
      count(*) FILTER (WHERE m.report_kind = 'other')
    FROM messages m
    WHERE m.company_id = company AND m.created_at >= sealed AND m.created_at < upto
      AND m.report_kind <> 'responsable_answer'
    GROUP BY 2
  ON CONFLICT (company_id, hour) DO UPDATE SET
    answered_live = h.answered_live + excluded.answered_live,
    answered_sent_by_person = h.answered_sent_by_person + excluded.answered_sent_by_person,
    answered_draft = h.answered_draft + excluded.answered_draft,
    answered_in_part = h.answered_in_part + excluded.answered_in_part,
    escalated = h.escalated + excluded.escalated,
    unsupported_language = h.unsupported_language + excluded.unsupported_language,
    asked_responsable = h.asked_responsable + excluded.asked_responsable,
    translation = h.translation + excluded.translation,
    skipped = h.skipped + excluded.skipped,
    filtered = h.filtered + excluded.filtered,
    other = h.other + excluded.other;
  INSERT INTO report_intent_days AS r (company_id, day, intent, tickets, automated)
    SELECT company, date_trunc('day', t.created_at, 'UTC'), t.intent, count(*),
      count(*) FILTER (WHERE t.opening_kind IN ('answered', 'skipped'))
    FROM tickets t
    WHERE t.company_id = company AND t.created_at >= sealed AND t.created_at < upto
    GROUP BY 2, 3
  ON CONFLICT (company_id, day, intent) DO UPDATE SET
    tickets = r.tickets + excluded.tickets, automated = r.automated + excluded.automated;
  INSERT INTO report_gap_days SELECT * FROM report_gap_rows(company, sealed, upto);
  INSERT INTO report_rollup_state (company_id, sealed_until) VALUES (company, upto)
    ON CONFLICT (company_id) DO UPDATE SET sealed_until = excluded.sealed_until;
  RETURN true;
END;
$$;
--> statement-breakpoint
-- Reports' responsables: a question's first answer on its ticket (feedback_loop_message.first_answer_at), kept as
-- questions and answers are written, moved or deleted.
UPDATE feedback_loop_message q SET first_answer_at = (SELECT min(a.created_at) FROM feedback_loop_message a
    WHERE a.ticket_id = q.ticket_id AND a.sender = 'Human Responsable' AND a.created_at >= q.created_at)
  WHERE q.sender = 'AI Agent';
--> statement-breakpoint
CREATE FUNCTION feedback_question_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.first_answer_at := (SELECT min(a.created_at) FROM feedback_loop_message a
    WHERE a.ticket_id = NEW.ticket_id AND a.sender = 'Human Responsable' AND a.created_at >= NEW.created_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER feedback_question_first_answer BEFORE INSERT OR UPDATE OF ticket_id, sender, created_at
  ON feedback_loop_message
  FOR EACH ROW WHEN (NEW.sender = 'AI Agent') EXECUTE FUNCTION feedback_question_first_answer();
--> statement-breakpoint
CREATE FUNCTION feedback_questions_recount(ticket_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE feedback_loop_message q SET first_answer_at = f.at
  FROM (
    SELECT q2.id, (SELECT min(a.created_at) FROM feedback_loop_message a
        WHERE a.ticket_id = q2.ticket_id AND a.sender = 'Human Responsable' AND a.created_at >= q2.created_at) AS at
    FROM feedback_loop_message q2
    WHERE q2.sender = 'AI Agent' AND q2.ticket_id = ANY (ticket_ids)
  ) f
  WHERE q.id = f.id AND q.first_answer_at IS DISTINCT FROM f.at
$$;
--> statement-breakpoint
CREATE FUNCTION feedback_answers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  ids := ARRAY(
    SELECT DISTINCT ticket_id FROM new_rows WHERE sender = 'Human Responsable');
  -- Only answers move a first answer (the recount's own update of the questions ends here).
  IF cardinality(ids) > 0 THEN
    PERFORM feedback_questions_recount(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION feedback_answers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  ids := ARRAY(
    SELECT DISTINCT ticket_id FROM old_rows WHERE sender = 'Human Responsable');
  -- Only answers move a first answer (the recount's own update of the questions ends here).
  IF cardinality(ids) > 0 THEN
    PERFORM feedback_questions_recount(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION feedback_answers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  ids := ARRAY(
    SELECT ticket_id FROM old_rows WHERE sender = 'Human Responsable'
    UNION SELECT ticket_id FROM new_rows WHERE sender = 'Human Responsable');
  -- Only answers move a first answer (the recount's own update of the questions ends here).
  IF cardinality(ids) > 0 THEN
    PERFORM feedback_questions_recount(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER feedback_answers_inserted AFTER INSERT ON feedback_loop_message
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_answers_inserted();
--> statement-breakpoint
CREATE TRIGGER feedback_answers_deleted AFTER DELETE ON feedback_loop_message
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_answers_deleted();
--> statement-breakpoint
CREATE TRIGGER feedback_answers_updated AFTER UPDATE ON feedback_loop_message
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_answers_updated();
--> statement-breakpoint
CREATE INDEX "feedback_loop_message_questions_idx" ON "feedback_loop_message" USING btree ("assigned_to","created_at","first_answer_at") WHERE "feedback_loop_message"."sender" = 'AI Agent';--> statement-breakpoint
-- The roll-ups of every company's history, up to the start of today (UTC); the hourly job seals each day after.
SELECT report_rollups_seal(id, now()) FROM companies;

-- Companies that already have two responsables with one address (any case) keep the oldest: the others' intents and
-- tickets (and the feedback questions put to them) move to it, then they go, so the unique index can be made.
CREATE TEMP TABLE "responsable_merge" AS
  SELECT r."id" AS "from_id", k."id" AS "to_id"
  FROM "escalation_responsables" r
  JOIN LATERAL (
    SELECT k."id" FROM "escalation_responsables" k
    WHERE k."company_id" = r."company_id" AND lower(k."email") = lower(r."email")
    ORDER BY k."created_at", k."id" LIMIT 1
  ) k ON k."id" <> r."id";--> statement-breakpoint
INSERT INTO "escalation_responsable_intents" ("escalation_responsable_id", "ai_agent_intent_id")
  SELECT DISTINCT m."to_id", i."ai_agent_intent_id"
  FROM "escalation_responsable_intents" i JOIN "responsable_merge" m ON m."from_id" = i."escalation_responsable_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "tickets" t SET "assigned_responsable_id" = m."to_id",
  "assigned_to" = trim(k."first_name" || ' ' || k."last_name")
  FROM "responsable_merge" m JOIN "escalation_responsables" k ON k."id" = m."to_id"
  WHERE t."assigned_responsable_id" = m."from_id";--> statement-breakpoint
UPDATE "feedback_loop_message" f SET "assigned_to" = m."to_id"
  FROM "responsable_merge" m WHERE f."assigned_to" = m."from_id";--> statement-breakpoint
UPDATE "escalation_responsables" k SET "is_default_responsable" = true
  FROM "responsable_merge" m JOIN "escalation_responsables" r ON r."id" = m."from_id"
  WHERE k."id" = m."to_id" AND r."is_default_responsable";--> statement-breakpoint
DELETE FROM "escalation_responsables" r USING "responsable_merge" m WHERE r."id" = m."from_id";--> statement-breakpoint
DROP TABLE "responsable_merge";--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_responsables_company_email_idx" ON "escalation_responsables" USING btree ("company_id",lower("email"));

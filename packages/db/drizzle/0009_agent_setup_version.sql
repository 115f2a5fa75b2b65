CREATE TABLE "agent_setup_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Hand-written below: the one row, and the triggers that move it on when a row changes (agentSetupVersion reads it).
INSERT INTO "agent_setup_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_agent_setup_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "agent_setup_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'profiles', 'agent_configs', 'brand_briefs', 'ai_agent_intents',
    'intent_examples', 'agent_config_intents', 'agent_config_features', 'escalation_responsables',
    'escalation_responsable_intents', 'knowledge_entries'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION bump_agent_setup_version()', t || '_bumps_agent_setup_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_agent_setup_version()', t || '_truncate_bumps_agent_setup_version', t);
  END LOOP;
END
$$;

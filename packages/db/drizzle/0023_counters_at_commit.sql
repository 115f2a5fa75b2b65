-- A company's ticket counts per status are moved when a transaction commits rather than at each statement: the count's
-- row is then locked for the commit only, not for the rest of the transaction, so decisions for one company applied
-- side by side (two workers, a batch of plans) wait less on one another. The counts are the same once committed;
-- nothing reads them inside the writing transaction. A later migration that changes tickets and then alters the table
-- in the same transaction runs `SET CONSTRAINTS ALL IMMEDIATE` between the two (PostgreSQL refuses to alter a table
-- with trigger events pending).
DROP TRIGGER tickets_count_insert_delete ON tickets;
--> statement-breakpoint
DROP TRIGGER tickets_count_status ON tickets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tickets_count_insert_delete AFTER INSERT OR DELETE ON tickets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_ticket_counts_track();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tickets_count_status AFTER UPDATE OF status, company_id ON tickets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION company_ticket_counts_track();
--> statement-breakpoint
-- The setup's version moves once per transaction that changes the setup (a knowledge import of a thousand entries
-- moved it a thousand times). Still at the statement, not deferred: migrations change and then alter these tables.
CREATE OR REPLACE FUNCTION "bump_agent_setup_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('inbox.agent_setup_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE "agent_setup_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('inbox.agent_setup_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;

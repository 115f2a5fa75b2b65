-- Keeps company_ticket_counts in step with tickets: one row per (company, status).
CREATE FUNCTION company_ticket_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE company_ticket_counts SET n = n - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_ticket_counts (company_id, status, n) VALUES (NEW.company_id, NEW.status, 1)
    ON CONFLICT (company_id, status) DO UPDATE SET n = company_ticket_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_insert_delete AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION company_ticket_counts_track();
--> statement-breakpoint
CREATE TRIGGER tickets_count_status AFTER UPDATE OF status, company_id ON tickets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION company_ticket_counts_track();

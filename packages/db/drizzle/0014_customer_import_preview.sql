ALTER TABLE "customer_imports" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD COLUMN "preview" jsonb;
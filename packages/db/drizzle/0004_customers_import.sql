CREATE TABLE "customer_import_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "customer_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"file_name" text NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "customers_company_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "customer_import_chunks" ADD CONSTRAINT "customer_import_chunks_import_id_customer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_company_id_created_at_idx" ON "customer_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_company_id_active_created_at_idx" ON "customers" USING btree ("company_id","is_active_customer","created_at","id");--> statement-breakpoint
-- One customer per internal id in a company: an older install holding a number twice keeps it on the oldest row.
UPDATE "customers" c SET "internal_customer_id" = NULL WHERE EXISTS (SELECT 1 FROM "customers" o WHERE o."company_id" = c."company_id" AND o."internal_customer_id" = c."internal_customer_id" AND (o."created_at", o."id") < (c."created_at", c."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_id_internal_id_idx" ON "customers" USING btree ("company_id","internal_customer_id");--> statement-breakpoint
CREATE INDEX "customers_company_id_internal_number_idx" ON "customers" USING btree ("company_id",("internal_customer_id"::numeric)) WHERE "customers"."internal_customer_id" ~ '^[0-9]{1,30}$';--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company_name", '')) gin_trgm_ops);
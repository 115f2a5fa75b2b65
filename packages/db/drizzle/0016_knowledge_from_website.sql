ALTER TYPE "public"."knowledge_source" ADD VALUE 'website';--> statement-breakpoint
ALTER TYPE "public"."knowledge_source" ADD VALUE 'document';--> statement-breakpoint
CREATE TABLE "knowledge_import_pages" (
	"import_id" uuid NOT NULL,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"language" text,
	"entries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_import_pages_import_id_url_pk" PRIMARY KEY("import_id","url")
);
--> statement-breakpoint
CREATE TABLE "knowledge_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"max_pages" integer DEFAULT 200 NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"pages_failed" integer DEFAULT 0 NOT NULL,
	"entries_proposed" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"document" "bytea",
	"document_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"import_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"source_url" text NOT NULL,
	"source_kind" text NOT NULL,
	"topic" text,
	"link_group" text,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"change" text DEFAULT 'new' NOT NULL,
	"replaces_id" uuid,
	"knowledge_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD COLUMN "link_group" text;--> statement-breakpoint
ALTER TABLE "knowledge_import_pages" ADD CONSTRAINT "knowledge_import_pages_import_id_knowledge_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."knowledge_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_imports" ADD CONSTRAINT "knowledge_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_imports" ADD CONSTRAINT "knowledge_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_import_id_knowledge_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."knowledge_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_knowledge_entry_id_knowledge_entries_id_fk" FOREIGN KEY ("knowledge_entry_id") REFERENCES "public"."knowledge_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_imports_company_created_idx" ON "knowledge_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_suggestions_company_fingerprint_idx" ON "knowledge_suggestions" USING btree ("company_id","fingerprint");--> statement-breakpoint
CREATE INDEX "knowledge_suggestions_company_status_idx" ON "knowledge_suggestions" USING btree ("company_id","status","created_at");
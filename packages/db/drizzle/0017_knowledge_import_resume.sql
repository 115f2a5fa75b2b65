CREATE TABLE "knowledge_import_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"weekly_recheck" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_import_pages" ADD COLUMN "page" jsonb;--> statement-breakpoint
ALTER TABLE "knowledge_import_settings" ADD CONSTRAINT "knowledge_import_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
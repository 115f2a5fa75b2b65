CREATE TABLE "reply_ratings" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"written_by" text NOT NULL,
	"intent" text NOT NULL,
	"replied_at" timestamp with time zone NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ask_guest_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_ratings" ADD CONSTRAINT "reply_ratings_response_id_ticket_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."ticket_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_ratings" ADD CONSTRAINT "reply_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_ratings_company_report_idx" ON "reply_ratings" USING btree ("company_id","replied_at","written_by","intent","helpful");
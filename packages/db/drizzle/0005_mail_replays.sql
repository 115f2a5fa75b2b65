CREATE TABLE "mail_replay_rows" (
	"replay_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"message_id" uuid,
	"email_from" text,
	"email_subject" text,
	"email_date" timestamp with time zone,
	"then_result" text,
	"then_action" text NOT NULL,
	"then_reply" text,
	"now_result" text NOT NULL,
	"now_action" text NOT NULL,
	"now_intent" text,
	"now_reply" text,
	"now_is_system_message" boolean DEFAULT false NOT NULL,
	"changed" boolean NOT NULL,
	CONSTRAINT "mail_replay_rows_replay_id_position_pk" PRIMARY KEY("replay_id","position")
);
--> statement-breakpoint
CREATE TABLE "mail_replays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_replay_rows" ADD CONSTRAINT "mail_replay_rows_replay_id_mail_replays_id_fk" FOREIGN KEY ("replay_id") REFERENCES "public"."mail_replays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_replay_rows" ADD CONSTRAINT "mail_replay_rows_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_replays" ADD CONSTRAINT "mail_replays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_replays" ADD CONSTRAINT "mail_replays_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_replay_rows_replay_changed_position_idx" ON "mail_replay_rows" USING btree ("replay_id","changed","position");--> statement-breakpoint
CREATE INDEX "mail_replays_company_id_created_at_idx" ON "mail_replays" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_replays_user_id_created_at_idx" ON "mail_replays" USING btree ("user_id","created_at");
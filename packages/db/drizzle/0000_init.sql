CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."action_if_teammate" AS ENUM('Do nothing', 'Reply the message');--> statement-breakpoint
CREATE TYPE "public"."customer_subscription" AS ENUM('Basic', 'Premium', 'Enterprise');--> statement-breakpoint
CREATE TYPE "public"."feedback_sender" AS ENUM('AI Agent', 'Human Responsable');--> statement-breakpoint
CREATE TYPE "public"."knowledge_source" AS ENUM('feedback_loop', 'test_rating', 'manual');--> statement-breakpoint
CREATE TYPE "public"."mailbox_provider" AS ENUM('google', 'microsoft', 'imap', 'forwarding');--> statement-breakpoint
CREATE TYPE "public"."mailbox_type" AS ENUM('info', 'support');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('Ok', 'Overdue', 'Off');--> statement-breakpoint
CREATE TYPE "public"."plan_id" AS ENUM('free', 'standard', 'professional');--> statement-breakpoint
CREATE TYPE "public"."profile_mode" AS ENUM('sandbox', 'live');--> statement-breakpoint
CREATE TYPE "public"."user_qualification" AS ENUM('double_thumbs_up', 'thumbs_up', 'thumbs_down');--> statement-breakpoint
CREATE TYPE "public"."ticket_priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('New', 'Open', 'Pending', 'Solved');--> statement-breakpoint
CREATE TYPE "public"."ticket_type" AS ENUM('customer', 'my team', 'unknown', 'guest', 'sales lead', 'partner', 'provider');--> statement-breakpoint
CREATE TABLE "agent_config_features" (
	"agent_config_id" uuid NOT NULL,
	"pms_feature_id" uuid NOT NULL,
	CONSTRAINT "agent_config_features_agent_config_id_pms_feature_id_pk" PRIMARY KEY("agent_config_id","pms_feature_id")
);
--> statement-breakpoint
CREATE TABLE "agent_config_intents" (
	"agent_config_id" uuid NOT NULL,
	"ai_agent_intent_id" uuid NOT NULL,
	"exclude_intent" boolean DEFAULT false NOT NULL,
	"skip_intent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "agent_config_intents_agent_config_id_ai_agent_intent_id_pk" PRIMARY KEY("agent_config_id","ai_agent_intent_id")
);
--> statement-breakpoint
CREATE TABLE "agent_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"faq_content" text,
	"action_if_teammate" "action_if_teammate" DEFAULT 'Do nothing' NOT NULL,
	"booking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_test_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_test_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message_content" text NOT NULL,
	"ai_response" text,
	"intent" text,
	"intent_id" uuid,
	"is_system_message" boolean DEFAULT false NOT NULL,
	"user_qualification" "user_qualification",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_name" text NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" uuid,
	"agent_config_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_agent_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"email" text NOT NULL,
	"subscription" "plan_id",
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_ticket_counts" (
	"company_id" uuid NOT NULL,
	"status" "ticket_status" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_ticket_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
CREATE TABLE "custom_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_config_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"internal_customer_id" text,
	"company_name" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"phone_number" text,
	"whatsapp" text,
	"domain_name" text,
	"is_active_customer" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"subscription" "customer_subscription",
	"account_value" double precision,
	"payment_status" "payment_status",
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_reply_to" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalation_responsable_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escalation_responsable_id" uuid NOT NULL,
	"ai_agent_intent_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalation_responsables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"is_default_responsable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_loop_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"assigned_to" uuid,
	"sender" "feedback_sender" NOT NULL,
	"message_subject" text,
	"message_content" text NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"reason_why_in_feedbackloop" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intent_examples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"company_id" uuid,
	"text" text NOT NULL,
	"source" text DEFAULT 'catalogue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"intent_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"source" "knowledge_source" NOT NULL,
	"source_ticket_id" uuid,
	"needs_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mailbox_id" uuid,
	"dedupe_key" text NOT NULL,
	"email_from" text,
	"email_to" text,
	"email_cc" text,
	"email_subject" text,
	"email_body" text,
	"email_html" text,
	"email_date" timestamp with time zone,
	"email_provider" text,
	"message_id_header" text,
	"in_reply_to" text,
	"references" text,
	"attachments" jsonb,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_result" text,
	"trace" jsonb,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"domain" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" "plan_id" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"ai_replies_per_day" integer,
	"agents" integer,
	"users" integer
);
--> statement-breakpoint
CREATE TABLE "pms_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "pms_features_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"first_name" text,
	"last_name" text,
	"email" text,
	"mode" "profile_mode" DEFAULT 'sandbox' NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"provider" "mailbox_provider" NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"settings" text,
	"forwarding_address" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"type" "mailbox_type",
	"sync_cursor" jsonb,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"reconnect_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_mailboxes_forwarding_address_unique" UNIQUE("forwarding_address")
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"ticket_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_ticket_id_message_id_pk" PRIMARY KEY("ticket_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"intent" text,
	"assigned_to" text,
	"priority" "ticket_priority",
	"status" "ticket_status",
	"message_content" text NOT NULL,
	"mode" "profile_mode" NOT NULL,
	"author" text DEFAULT 'Support Agent' NOT NULL,
	"inbound_message_id" uuid,
	"message_id_header" text,
	"send_attempted_at" timestamp with time zone,
	"send_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mailbox_id" uuid,
	"status" "ticket_status" DEFAULT 'New' NOT NULL,
	"priority" "ticket_priority" DEFAULT 'medium' NOT NULL,
	"type" "ticket_type" DEFAULT 'unknown' NOT NULL,
	"intent" text DEFAULT 'General Inquiry' NOT NULL,
	"intent_id" uuid,
	"language" text,
	"assigned_to" text DEFAULT 'Unassigned' NOT NULL,
	"assigned_responsable_id" uuid,
	"subject" text DEFAULT 'No subject' NOT NULL,
	"message_content" text,
	"is_in_feedback_loop" boolean DEFAULT false NOT NULL,
	"message_id" uuid,
	"requester_id" uuid,
	"requester_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_config_features" ADD CONSTRAINT "agent_config_features_agent_config_id_agent_configs_id_fk" FOREIGN KEY ("agent_config_id") REFERENCES "public"."agent_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_config_features" ADD CONSTRAINT "agent_config_features_pms_feature_id_pms_features_id_fk" FOREIGN KEY ("pms_feature_id") REFERENCES "public"."pms_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_config_intents" ADD CONSTRAINT "agent_config_intents_agent_config_id_agent_configs_id_fk" FOREIGN KEY ("agent_config_id") REFERENCES "public"."agent_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_config_intents" ADD CONSTRAINT "agent_config_intents_ai_agent_intent_id_ai_agent_intents_id_fk" FOREIGN KEY ("ai_agent_intent_id") REFERENCES "public"."ai_agent_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_configs" ADD CONSTRAINT "agent_configs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_messages" ADD CONSTRAINT "agent_test_messages_agent_test_id_agent_tests_id_fk" FOREIGN KEY ("agent_test_id") REFERENCES "public"."agent_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_messages" ADD CONSTRAINT "agent_test_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_messages" ADD CONSTRAINT "agent_test_messages_intent_id_ai_agent_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."ai_agent_intents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tests" ADD CONSTRAINT "agent_tests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tests" ADD CONSTRAINT "agent_tests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tests" ADD CONSTRAINT "agent_tests_agent_config_id_agent_configs_id_fk" FOREIGN KEY ("agent_config_id") REFERENCES "public"."agent_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_intents" ADD CONSTRAINT "ai_agent_intents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_briefs" ADD CONSTRAINT "brand_briefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ticket_counts" ADD CONSTRAINT "company_ticket_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_features" ADD CONSTRAINT "custom_features_agent_config_id_agent_configs_id_fk" FOREIGN KEY ("agent_config_id") REFERENCES "public"."agent_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_reply_to" ADD CONSTRAINT "do_not_reply_to_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_responsable_intents" ADD CONSTRAINT "escalation_responsable_intents_escalation_responsable_id_escalation_responsables_id_fk" FOREIGN KEY ("escalation_responsable_id") REFERENCES "public"."escalation_responsables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_responsable_intents" ADD CONSTRAINT "escalation_responsable_intents_ai_agent_intent_id_ai_agent_intents_id_fk" FOREIGN KEY ("ai_agent_intent_id") REFERENCES "public"."ai_agent_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_responsables" ADD CONSTRAINT "escalation_responsables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_loop_message" ADD CONSTRAINT "feedback_loop_message_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_loop_message" ADD CONSTRAINT "feedback_loop_message_assigned_to_escalation_responsables_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."escalation_responsables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_examples" ADD CONSTRAINT "intent_examples_intent_id_ai_agent_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."ai_agent_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_examples" ADD CONSTRAINT "intent_examples_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_intent_id_ai_agent_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."ai_agent_intents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_source_ticket_id_tickets_id_fk" FOREIGN KEY ("source_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_mailbox_id_support_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."support_mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mailboxes" ADD CONSTRAINT "support_mailboxes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_inbound_message_id_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_mailbox_id_support_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."support_mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_intent_id_ai_agent_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."ai_agent_intents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_responsable_id_escalation_responsables_id_fk" FOREIGN KEY ("assigned_responsable_id") REFERENCES "public"."escalation_responsables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_requester_id_customers_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_configs_user_id_created_at_idx" ON "agent_configs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_test_messages_test_id_created_at_idx" ON "agent_test_messages" USING btree ("agent_test_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_tests_user_id_created_at_idx" ON "agent_tests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_agent_intents_catalogue_key_idx" ON "ai_agent_intents" USING btree ("key","language") WHERE "ai_agent_intents"."company_id" is null;--> statement-breakpoint
CREATE INDEX "ai_agent_intents_company_id_idx" ON "ai_agent_intents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "brand_briefs_user_id_updated_at_idx" ON "brand_briefs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "custom_features_agent_config_id_idx" ON "custom_features" USING btree ("agent_config_id");--> statement-breakpoint
CREATE INDEX "customers_company_id_created_at_idx" ON "customers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_company_id_email_idx" ON "customers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "dev_outbox_created_at_idx" ON "dev_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "do_not_reply_to_company_id_email_idx" ON "do_not_reply_to" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_responsable_intents_pair_idx" ON "escalation_responsable_intents" USING btree ("escalation_responsable_id","ai_agent_intent_id");--> statement-breakpoint
CREATE INDEX "escalation_responsables_company_id_idx" ON "escalation_responsables" USING btree ("company_id","first_name");--> statement-breakpoint
CREATE INDEX "feedback_loop_message_ticket_id_created_at_idx" ON "feedback_loop_message" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "intent_examples_intent_id_idx" ON "intent_examples" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "intent_examples_company_id_idx" ON "intent_examples" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "knowledge_entries_company_id_idx" ON "knowledge_entries" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_company_mailbox_dedupe_idx" ON "messages" USING btree ("company_id","mailbox_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "messages_company_id_created_at_idx" ON "messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_message_id_header_idx" ON "messages" USING btree ("company_id","message_id_header");--> statement-breakpoint
CREATE INDEX "partners_company_id_created_at_idx" ON "partners" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "partners_company_id_email_idx" ON "partners" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_company_id_idx" ON "profiles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_mailboxes_user_email_provider_idx" ON "support_mailboxes" USING btree ("user_id","email","provider");--> statement-breakpoint
CREATE INDEX "ticket_messages_message_id_idx" ON "ticket_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ticket_responses_ticket_id_created_at_idx" ON "ticket_responses" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_responses_ticket_inbound_idx" ON "ticket_responses" USING btree ("ticket_id","inbound_message_id");--> statement-breakpoint
CREATE INDEX "tickets_company_id_created_at_idx" ON "tickets" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_company_id_status_created_at_idx" ON "tickets" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tickets_company_id_type_created_at_idx" ON "tickets" USING btree ("company_id","type","created_at");--> statement-breakpoint
CREATE INDEX "tickets_message_id_idx" ON "tickets" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ((coalesce("subject", '') || ' ' || coalesce("message_content", '') || ' ' || coalesce("requester_email", '') || ' ' || coalesce("intent", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");
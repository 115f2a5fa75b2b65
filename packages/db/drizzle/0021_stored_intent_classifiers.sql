CREATE TABLE "intent_classifiers" (
	"company_id" uuid NOT NULL,
	"model_version" text NOT NULL,
	"trainer" text NOT NULL,
	"model" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intent_classifiers_company_id_model_version_trainer_pk" PRIMARY KEY("company_id","model_version","trainer")
);
--> statement-breakpoint
ALTER TABLE "intent_classifiers" ADD CONSTRAINT "intent_classifiers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intent_classifiers_company_id_created_at_idx" ON "intent_classifiers" USING btree ("company_id","created_at");
DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_company_id_active_filters_idx" ON "customers" USING btree ("company_id","is_active_customer","subscription","payment_status",lower("language"),"language");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_name_trgm_idx" ON "customers" USING gin ("company_name" gin_trgm_ops);
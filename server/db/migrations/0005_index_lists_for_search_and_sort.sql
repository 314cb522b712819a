CREATE INDEX "clients_provider_created_idx" ON "clients" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "clients_provider_name_idx" ON "clients" USING btree ("provider_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_provider_price_idx" ON "products" USING btree ("provider_id","price",lower("name"),"id");
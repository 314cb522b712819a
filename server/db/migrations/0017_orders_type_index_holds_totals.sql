-- The new index is built before the old one goes, so the Orders screen's filter by type never
-- runs without one.
CREATE INDEX "orders_provider_type_created_total_idx" ON "orders" USING btree ("provider_id","transaction_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"cancelled","total");--> statement-breakpoint
DROP INDEX "orders_provider_type_created_idx";

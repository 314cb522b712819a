DROP INDEX "orders_provider_created_idx";--> statement-breakpoint
DROP INDEX "orders_provider_type_created_idx";--> statement-breakpoint
DROP INDEX "orders_provider_location_created_idx";--> statement-breakpoint
DROP INDEX "orders_provider_client_created_idx";--> statement-breakpoint
DROP INDEX "orders_client_created_idx";--> statement-breakpoint
DROP INDEX "orders_inbox_idx";--> statement-breakpoint
DROP INDEX "products_provider_created_idx";--> statement-breakpoint
DROP INDEX "provider_clients_provider_created_idx";--> statement-breakpoint
CREATE INDEX "orders_provider_created_idx" ON "orders" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_provider_type_created_idx" ON "orders" USING btree ("provider_id","transaction_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_provider_location_created_idx" ON "orders" USING btree ("provider_id","location_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_provider_client_created_idx" ON "orders" USING btree ("provider_id","client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_inbox_idx" ON "orders" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."transaction_type" = 'ORDER' and not "orders"."cancelled" and not "orders"."fulfilled";--> statement-breakpoint
CREATE INDEX "products_provider_created_idx" ON "products" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "provider_clients_provider_created_idx" ON "provider_clients" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");
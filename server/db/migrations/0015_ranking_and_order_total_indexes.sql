DROP INDEX "line_items_order_idx";--> statement-breakpoint
CREATE INDEX "sales_rollup_ranking_idx" ON "sales_rollup" USING btree ("provider_id","dimension","period","starts","revenue" DESC NULLS FIRST,"units" DESC NULLS FIRST) WHERE "sales_rollup"."lines" > 0;--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id","quantity","price");
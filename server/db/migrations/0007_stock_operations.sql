CREATE TABLE "reorder_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_rules_min_below_max" CHECK (0 <= "reorder_rules"."min" and "reorder_rules"."min" < "reorder_rules"."max")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_location_id" uuid;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reorder_rules_product_location_idx" ON "reorder_rules" USING btree ("product_id","location_id") WHERE "reorder_rules"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reorder_rules_product_total_idx" ON "reorder_rules" USING btree ("product_id") WHERE "reorder_rules"."location_id" is null;--> statement-breakpoint
CREATE INDEX "reorder_rules_provider_idx" ON "reorder_rules" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_provider_to_location_created_idx" ON "orders" USING btree ("provider_id","to_location_id","created_at" DESC NULLS FIRST) WHERE "orders"."to_location_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transfer_has_two_locations" CHECK (("orders"."transaction_type" = 'TRANSFER') = ("orders"."to_location_id" is not null)
        and "orders"."to_location_id" is distinct from "orders"."location_id");
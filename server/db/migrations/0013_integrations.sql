CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_role" CHECK ("api_keys"."role" in ('owner', 'manager', 'staff', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"last_response" text,
	"last_error" text,
	"last_duration_ms" integer,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_state" CHECK ("webhook_deliveries"."state" in ('pending', 'delivered', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_provider_created_idx" ON "api_keys" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscription_idx" ON "webhook_deliveries" USING btree ("subscription_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_provider_created_idx" ON "webhook_events" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_provider_idx" ON "webhook_subscriptions" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Webhooks' outbox (issue #25). An event is written in the transaction of the change it tells
-- of, only when an enabled subscription of the provider wants its type, with what it says as it
-- was then; each such subscription gets a delivery row. The NOTIFY wakes the workers; PostgreSQL
-- delivers it only if the transaction commits.
CREATE FUNCTION "webhook_wanted"(p_provider uuid, p_type text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "webhook_subscriptions"
    WHERE "provider_id" = p_provider AND "enabled" AND p_type = ANY ("events"))
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_event"(p_provider uuid, p_type text, p_payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_event bigint;
BEGIN
  INSERT INTO "webhook_events" ("provider_id", "type", "payload")
    VALUES (p_provider, p_type, p_payload) RETURNING "id" INTO new_event;
  INSERT INTO "webhook_deliveries" ("provider_id", "subscription_id", "event_id")
    SELECT "provider_id", "id", new_event FROM "webhook_subscriptions"
    WHERE "provider_id" = p_provider AND "enabled" AND p_type = ANY ("events");
  PERFORM pg_notify('stockline_webhooks', 'outbox');
END $$;
--> statement-breakpoint
-- An order or stock movement as a webhook tells it: its lines, prices and customer as written.
CREATE FUNCTION "webhook_order"(o "orders") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', o."id",
    'created_at', to_char(o."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'transaction_type', o."transaction_type",
    'cancelled', o."cancelled",
    'fulfilled', o."fulfilled",
    'origin', o."origin",
    'location', (SELECT jsonb_build_object('id', l."id", 'name', l."name") FROM "locations" l WHERE l."id" = o."location_id"),
    'to_location', (SELECT jsonb_build_object('id', l."id", 'name', l."name") FROM "locations" l WHERE l."id" = o."to_location_id"),
    'client', CASE WHEN o."client_id" IS NULL THEN NULL ELSE jsonb_build_object('id', o."client_id",
      'name', o."client_name", 'email', o."client_email", 'address', o."client_address") END,
    'line_items', coalesce((SELECT jsonb_agg(jsonb_build_object('id', li."id", 'quantity', li."quantity",
        'price', li."price", 'product', jsonb_build_object('id', p."id", 'name', p."name")) ORDER BY li."id")
      FROM "line_items" li JOIN "products" p ON p."id" = li."product_id" WHERE li."order_id" = o."id"), '[]'::jsonb),
    'total', (SELECT coalesce(sum(li."quantity" * li."price"), 0) FROM "line_items" li WHERE li."order_id" = o."id")
  )
$$;
--> statement-breakpoint
CREATE FUNCTION "webhooks_order_written"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    kind := CASE WHEN NEW."transaction_type" = 'ORDER' THEN 'order.created' ELSE 'transaction.created' END;
  ELSIF NEW."transaction_type" <> 'ORDER' THEN
    RETURN NULL;
  ELSIF NEW."fulfilled" AND NOT OLD."fulfilled" THEN
    kind := 'order.fulfilled';
  ELSE
    kind := 'order.cancelled';
  END IF;
  IF "webhook_wanted"(NEW."provider_id", kind) THEN
    PERFORM "webhook_event"(NEW."provider_id", kind, "webhook_order"(NEW));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only orders written now: rows loaded with a creation time in the past (demo data) are history.
CREATE TRIGGER "webhooks_order_created" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW."created_at" > now() - interval '1 hour')
  EXECUTE FUNCTION "webhooks_order_written"();
--> statement-breakpoint
CREATE TRIGGER "webhooks_order_changed" AFTER UPDATE OF "fulfilled", "cancelled" ON "orders"
  FOR EACH ROW WHEN ((NEW."fulfilled" AND NOT OLD."fulfilled") OR (NEW."cancelled" AND NOT OLD."cancelled"))
  EXECUTE FUNCTION "webhooks_order_written"();
--> statement-breakpoint
-- stock.low: a write that takes a product's stock from above a reorder rule's minimum to at or
-- below it, at the rule's location or over the active locations (a rule without one), as the
-- low-stock list counts it (active products and locations only). Whatever wrote it: an order, a
-- movement, a cancel, an adjustment or an import.
CREATE FUNCTION "webhooks_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_quantity integer := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD."quantity" END;
  rule record;
  on_hand bigint;
  on_hand_before bigint;
BEGIN
  IF NEW."quantity" >= before_quantity OR NOT "webhook_wanted"(NEW."provider_id", 'stock.low') THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "locations" WHERE "id" = NEW."location_id" AND "active") THEN
    RETURN NULL;
  END IF;
  FOR rule IN
    SELECT r."location_id", r."min", r."max", p."id" AS product_id, p."name" AS product_name,
      l."name" AS location_name
    FROM "reorder_rules" r
    JOIN "products" p ON p."id" = r."product_id" AND p."active"
    LEFT JOIN "locations" l ON l."id" = r."location_id"
    WHERE r."product_id" = NEW."product_id"
      AND (r."location_id" = NEW."location_id" OR r."location_id" IS NULL)
  LOOP
    IF rule."location_id" IS NOT NULL THEN
      on_hand := NEW."quantity";
      on_hand_before := before_quantity;
    ELSE
      SELECT coalesce(sum(s."quantity"), 0) INTO on_hand FROM "stock_levels" s
        JOIN "locations" l ON l."id" = s."location_id" AND l."active"
        WHERE s."product_id" = NEW."product_id";
      on_hand_before := on_hand - NEW."quantity" + before_quantity;
    END IF;
    IF on_hand <= rule."min" AND on_hand_before > rule."min" THEN
      PERFORM "webhook_event"(NEW."provider_id", 'stock.low', jsonb_build_object(
        'product', jsonb_build_object('id', rule.product_id, 'name', rule.product_name),
        'location', CASE WHEN rule."location_id" IS NULL THEN NULL
          ELSE jsonb_build_object('id', rule."location_id", 'name', rule.location_name) END,
        'on_hand', on_hand, 'min', rule."min", 'max', rule."max", 'suggested', rule."max" - on_hand));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "webhooks_stock_changed" AFTER INSERT OR UPDATE OF "quantity" ON "stock_levels"
  FOR EACH ROW EXECUTE FUNCTION "webhooks_stock_changed"();

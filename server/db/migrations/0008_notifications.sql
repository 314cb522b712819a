CREATE TABLE "notification_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"client_order_emails" boolean DEFAULT true NOT NULL,
	"new_order_email" boolean DEFAULT true NOT NULL,
	"low_stock_digest" boolean DEFAULT true NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_digest_on" date,
	CONSTRAINT "notification_settings_digest_hour" CHECK ("notification_settings"."digest_hour" between 0 and 23),
	CONSTRAINT "notification_settings_language" CHECK ("notification_settings"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "notification_unsubscribes" (
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_unsubscribes_provider_id_client_id_pk" PRIMARY KEY("provider_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "origin" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unsubscribes" ADD CONSTRAINT "notification_unsubscribes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unsubscribes" ADD CONSTRAINT "notification_unsubscribes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_provider_created_idx" ON "notifications" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id") WHERE "notifications"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_origin" CHECK ("orders"."origin" in ('provider', 'client'));--> statement-breakpoint
-- Every provider has its settings row, with the defaults, from its first moment.
INSERT INTO "notification_settings" ("provider_id") SELECT "id" FROM "providers";
--> statement-breakpoint
CREATE FUNCTION "notification_settings_for_provider"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_settings" ("provider_id") VALUES (NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notification_settings_provider_added" AFTER INSERT ON "providers"
  FOR EACH ROW EXECUTE FUNCTION "notification_settings_for_provider"();
--> statement-breakpoint
-- The outbox rows an order's life writes, in the transaction that writes the order: its client
-- hears that it was received, fulfilled or cancelled, and the provider hears of an order placed
-- through the portal. Whether each one is sent (the provider's options, an unsubscribed client)
-- is decided when it is sent, so a change of mind takes effect at once. The NOTIFY wakes the
-- senders; PostgreSQL delivers it only if the transaction commits.
CREATE FUNCTION "notifications_order_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("provider_id", "kind", "order_id")
      VALUES (NEW."provider_id", 'order_received', NEW."id");
    IF NEW."origin" = 'client' THEN
      INSERT INTO "notifications" ("provider_id", "kind", "order_id")
        VALUES (NEW."provider_id", 'new_order', NEW."id");
    END IF;
  ELSIF NEW."fulfilled" AND NOT OLD."fulfilled" THEN
    INSERT INTO "notifications" ("provider_id", "kind", "order_id")
      VALUES (NEW."provider_id", 'order_fulfilled', NEW."id");
  ELSIF NEW."cancelled" AND NOT OLD."cancelled" THEN
    INSERT INTO "notifications" ("provider_id", "kind", "order_id")
      VALUES (NEW."provider_id", 'order_cancelled', NEW."id");
  END IF;
  PERFORM pg_notify('stockline_notifications', 'outbox');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only orders written now: rows loaded with a creation time in the past (the demo data, an
-- import) are history, not news, and must not mail every client they name.
CREATE TRIGGER "notifications_order_created" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW."transaction_type" = 'ORDER' AND NEW."created_at" > now() - interval '1 hour')
  EXECUTE FUNCTION "notifications_order_written"();
--> statement-breakpoint
CREATE TRIGGER "notifications_order_changed" AFTER UPDATE OF "fulfilled", "cancelled" ON "orders"
  FOR EACH ROW WHEN (NEW."transaction_type" = 'ORDER'
    AND ((NEW."fulfilled" AND NOT OLD."fulfilled") OR (NEW."cancelled" AND NOT OLD."cancelled")))
  EXECUTE FUNCTION "notifications_order_written"();

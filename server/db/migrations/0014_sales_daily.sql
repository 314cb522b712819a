CREATE TABLE "sales_daily" (
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "sales_daily_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders written: counted on their day (UTC). Once per statement, rows in key order, as the
-- rollup's triggers (0006).
CREATE FUNCTION "sales_daily_add_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_daily" AS d ("provider_id", "day", "orders", "revenue", "units")
  SELECT i."provider_id", (i."created_at" AT TIME ZONE 'UTC')::date, count(*), 0, 0
  FROM "inserted" i
  WHERE i."transaction_type" = 'ORDER' AND NOT i."cancelled"
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("provider_id", "day") DO UPDATE SET "orders" = d."orders" + excluded."orders";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_daily_orders_added" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_add_orders"();
--> statement-breakpoint
-- Lines written: what they sold is added to their order's day.
CREATE FUNCTION "sales_daily_add_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_daily" AS d ("provider_id", "day", "orders", "revenue", "units")
  SELECT o."provider_id", (o."created_at" AT TIME ZONE 'UTC')::date, 0,
    sum(a."quantity" * a."price"), sum(a."quantity")
  FROM "added" a
  JOIN "orders" o ON o."id" = a."order_id"
  WHERE o."transaction_type" = 'ORDER' AND NOT o."cancelled"
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("provider_id", "day") DO UPDATE SET
    "revenue" = d."revenue" + excluded."revenue",
    "units" = d."units" + excluded."units";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_daily_lines_added" AFTER INSERT ON "line_items"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_add_lines"();
--> statement-breakpoint
-- An order changed where it counts (cancelled, its type, date or provider): it and what its lines
-- sold are taken off the day where they counted and added where they count now. Deferred to the
-- commit for the rollup's reason (0006): a cancellation locks these rows after its stock rows.
CREATE FUNCTION "sales_daily_move_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_daily" AS d ("provider_id", "day", "orders", "revenue", "units")
  SELECT s."provider_id", (s."created_at" AT TIME ZONE 'UTC')::date,
    sum(s."sign"), sum(s."sign" * t."revenue"), sum(s."sign" * t."units")
  FROM (VALUES
      (-1, OLD."provider_id", OLD."transaction_type", OLD."cancelled", OLD."created_at"),
      (1, NEW."provider_id", NEW."transaction_type", NEW."cancelled", NEW."created_at")
    ) s("sign", "provider_id", "transaction_type", "cancelled", "created_at")
  CROSS JOIN (
    SELECT coalesce(sum(li."quantity" * li."price"), 0) AS "revenue",
      coalesce(sum(li."quantity"), 0) AS "units"
    FROM "line_items" li WHERE li."order_id" = NEW."id"
  ) t
  WHERE s."transaction_type" = 'ORDER' AND NOT s."cancelled"
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("provider_id", "day") DO UPDATE SET
    "orders" = d."orders" + excluded."orders",
    "revenue" = d."revenue" + excluded."revenue",
    "units" = d."units" + excluded."units";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_daily_order_changed" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."provider_id", OLD."transaction_type", OLD."cancelled", OLD."created_at")
    IS DISTINCT FROM (NEW."provider_id", NEW."transaction_type", NEW."cancelled", NEW."created_at"))
  EXECUTE FUNCTION "sales_daily_move_order"();
--> statement-breakpoint
-- Also for sessions with session_replication_role = replica (the benchmark's bulk load).
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "sales_daily_orders_added";
--> statement-breakpoint
ALTER TABLE "line_items" ENABLE ALWAYS TRIGGER "sales_daily_lines_added";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "sales_daily_order_changed";
--> statement-breakpoint
-- What was sold so far; the triggers keep it from here on (migrations run in one transaction).
INSERT INTO "sales_daily" ("provider_id", "day", "orders", "revenue", "units")
SELECT o."provider_id", (o."created_at" AT TIME ZONE 'UTC')::date, count(*),
  coalesce(sum(t."revenue"), 0), coalesce(sum(t."units"), 0)
FROM "orders" o
CROSS JOIN LATERAL (
  SELECT sum(li."quantity" * li."price") AS "revenue", sum(li."quantity") AS "units"
  FROM "line_items" li WHERE li."order_id" = o."id"
) t
WHERE o."transaction_type" = 'ORDER' AND NOT o."cancelled"
GROUP BY 1, 2;

CREATE TABLE "sales_rollup" (
	"provider_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"period" text NOT NULL,
	"starts" date NOT NULL,
	"key" uuid NOT NULL,
	"revenue" numeric NOT NULL,
	"units" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "sales_rollup_provider_id_dimension_period_starts_key_pk" PRIMARY KEY("provider_id","dimension","period","starts","key")
);
--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD CONSTRAINT "sales_rollup_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lines written: what they sold is added to their product's and their order's client's month and
-- year. Once per statement, so a bulk load of a million lines is one grouped upsert; rows in key
-- order, so that concurrent orders lock the rows they share in the same order.
CREATE FUNCTION "sales_rollup_add_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_rollup" AS r
    ("provider_id", "dimension", "period", "starts", "key", "revenue", "units", "lines")
  SELECT o."provider_id", d."dimension", p."period",
    date_trunc(p."period", o."created_at" AT TIME ZONE 'UTC')::date,
    CASE d."dimension" WHEN 'product' THEN a."product_id" ELSE o."client_id" END,
    sum(a."quantity" * a."price"), sum(a."quantity"), count(*)
  FROM "added" a
  JOIN "orders" o ON o."id" = a."order_id"
  CROSS JOIN (VALUES ('product'), ('client')) d("dimension")
  CROSS JOIN (VALUES ('month'), ('year')) p("period")
  WHERE o."transaction_type" = 'ORDER' AND NOT o."cancelled"
    AND (d."dimension" = 'product' OR o."client_id" IS NOT NULL)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("provider_id", "dimension", "period", "starts", "key") DO UPDATE SET
    "revenue" = r."revenue" + excluded."revenue",
    "units" = r."units" + excluded."units",
    "lines" = r."lines" + excluded."lines";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_rollup_lines_added" AFTER INSERT ON "line_items"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_add_lines"();
--> statement-breakpoint
-- An order changed where it counts (cancelled, its type, date, client or provider): what its lines
-- sold is taken off where it counted and added where it counts now. Lines are written with their
-- order and never change, so reading them at the commit reads what was counted. Deferred to the
-- commit so that a cancellation, like a new order, locks these rows after its stock rows: in the
-- opposite order two such transactions could deadlock.
CREATE FUNCTION "sales_rollup_move_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_rollup" AS r
    ("provider_id", "dimension", "period", "starts", "key", "revenue", "units", "lines")
  SELECT s."provider_id", d."dimension", p."period",
    date_trunc(p."period", s."created_at" AT TIME ZONE 'UTC')::date,
    CASE d."dimension" WHEN 'product' THEN li."product_id" ELSE s."client_id" END,
    sum(s."sign" * li."quantity" * li."price"), sum(s."sign" * li."quantity"), sum(s."sign")
  FROM (VALUES
      (-1, OLD."provider_id", OLD."transaction_type", OLD."cancelled", OLD."created_at", OLD."client_id"),
      (1, NEW."provider_id", NEW."transaction_type", NEW."cancelled", NEW."created_at", NEW."client_id")
    ) s("sign", "provider_id", "transaction_type", "cancelled", "created_at", "client_id")
  JOIN "line_items" li ON li."order_id" = NEW."id"
  CROSS JOIN (VALUES ('product'), ('client')) d("dimension")
  CROSS JOIN (VALUES ('month'), ('year')) p("period")
  WHERE s."transaction_type" = 'ORDER' AND NOT s."cancelled"
    AND (d."dimension" = 'product' OR s."client_id" IS NOT NULL)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("provider_id", "dimension", "period", "starts", "key") DO UPDATE SET
    "revenue" = r."revenue" + excluded."revenue",
    "units" = r."units" + excluded."units",
    "lines" = r."lines" + excluded."lines";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_rollup_order_changed" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."provider_id", OLD."transaction_type", OLD."cancelled", OLD."created_at", OLD."client_id")
    IS DISTINCT FROM (NEW."provider_id", NEW."transaction_type", NEW."cancelled", NEW."created_at", NEW."client_id"))
  EXECUTE FUNCTION "sales_rollup_move_order"();
--> statement-breakpoint
-- Also for sessions with session_replication_role = replica (the benchmark's bulk load skips
-- foreign-key checks that way): the rollup must follow every write.
ALTER TABLE "line_items" ENABLE ALWAYS TRIGGER "sales_rollup_lines_added";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "sales_rollup_order_changed";
--> statement-breakpoint
-- What was sold so far; the triggers keep it from here on (migrations run in one transaction).
INSERT INTO "sales_rollup"
  ("provider_id", "dimension", "period", "starts", "key", "revenue", "units", "lines")
SELECT o."provider_id", d."dimension", p."period",
  date_trunc(p."period", o."created_at" AT TIME ZONE 'UTC')::date,
  CASE d."dimension" WHEN 'product' THEN li."product_id" ELSE o."client_id" END,
  sum(li."quantity" * li."price"), sum(li."quantity"), count(*)
FROM "line_items" li
JOIN "orders" o ON o."id" = li."order_id"
CROSS JOIN (VALUES ('product'), ('client')) d("dimension")
CROSS JOIN (VALUES ('month'), ('year')) p("period")
WHERE o."transaction_type" = 'ORDER' AND NOT o."cancelled"
  AND (d."dimension" = 'product' OR o."client_id" IS NOT NULL)
GROUP BY 1, 2, 3, 4, 5;

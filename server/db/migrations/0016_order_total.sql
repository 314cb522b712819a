ALTER TABLE "orders" ADD COLUMN "total" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines written: what they add up to is added to their orders' totals, once per statement. Lines
-- are never changed or deleted (an order is cancelled, not edited), so inserts are all there is
-- to follow; they are written with their order, by the transaction that creates it.
CREATE FUNCTION "orders_add_line_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" o SET "total" = o."total" + a."total"
  FROM (
    SELECT "order_id", sum("quantity" * "price") AS "total"
    FROM "added"
    GROUP BY 1
  ) a
  WHERE o."id" = a."order_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_line_totals_added" AFTER INSERT ON "line_items"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "orders_add_line_totals"();
--> statement-breakpoint
-- Also for sessions with session_replication_role = replica (the benchmark's bulk load).
ALTER TABLE "line_items" ENABLE ALWAYS TRIGGER "orders_line_totals_added";
--> statement-breakpoint
-- The orders written so far; the trigger keeps them from here on (migrations run in one transaction).
UPDATE "orders" o SET "total" = t."total"
FROM (
  SELECT "order_id", sum("quantity" * "price") AS "total" FROM "line_items" GROUP BY 1
) t
WHERE o."id" = t."order_id";

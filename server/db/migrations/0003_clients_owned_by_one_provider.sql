-- A client record belongs to one provider. Until now one row per email was shared by every
-- provider who typed that email; each such row is split: the provider that linked it first keeps
-- the id, every other provider gets its own copy (the data as it stands now), and that
-- provider's relation, orders and custom values (kept on the relation) move to the copy.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"resource_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
-- Keys used so far were not scoped to their sender and recorded no request: keep them, scoped to
-- the provider, under a fingerprint no request has, so a late retry answers 409 instead of
-- creating a second order.
INSERT INTO "idempotency_keys" ("scope", "key", "fingerprint", "resource_id", "created_at")
SELECT 'provider:' || "provider_id", "idempotency_key", 'unscoped', "id"::text, "created_at"
FROM "orders" WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
DROP INDEX "clients_email_lower_key";--> statement-breakpoint
DROP INDEX "orders_provider_idempotency_key";--> statement-breakpoint
DROP INDEX "provider_clients_client_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
UPDATE "clients" c SET "provider_id" = first."provider_id"
FROM (
  SELECT DISTINCT ON ("client_id") "client_id", "provider_id"
  FROM "provider_clients" ORDER BY "client_id", "created_at", "id"
) first
WHERE first."client_id" = c."id";--> statement-breakpoint
CREATE TABLE "client_copies" AS
SELECT pc."id" AS "relation_id", pc."client_id" AS "old_id", pc."provider_id",
  gen_random_uuid() AS "new_id"
FROM "provider_clients" pc JOIN "clients" c ON c."id" = pc."client_id"
WHERE pc."provider_id" <> c."provider_id";--> statement-breakpoint
INSERT INTO "clients" ("id", "provider_id", "name", "email", "address", "created_at")
SELECT cc."new_id", cc."provider_id", c."name", c."email", c."address", c."created_at"
FROM "client_copies" cc JOIN "clients" c ON c."id" = cc."old_id";--> statement-breakpoint
UPDATE "provider_clients" pc SET "client_id" = cc."new_id"
FROM "client_copies" cc WHERE pc."id" = cc."relation_id";--> statement-breakpoint
UPDATE "orders" o SET "client_id" = cc."new_id"
FROM "client_copies" cc WHERE o."client_id" = cc."old_id" AND o."provider_id" = cc."provider_id";--> statement-breakpoint
DROP TABLE "client_copies";--> statement-breakpoint
-- A client no provider is linked to any more (its providers were deleted) reaches nothing.
DELETE FROM "clients" c WHERE c."provider_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."client_id" = c."id");--> statement-breakpoint
UPDATE "clients" c SET "provider_id" = (
  SELECT o."provider_id" FROM "orders" o WHERE o."client_id" = c."id" LIMIT 1
) WHERE c."provider_id" IS NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "provider_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_provider_email_key" ON "clients" USING btree ("provider_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "provider_clients_client_key" ON "provider_clients" USING btree ("client_id");--> statement-breakpoint
-- Orders keep the customer as it was; for past orders that is the record as it stands now.
ALTER TABLE "orders" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
UPDATE "orders" o SET "client_name" = c."name", "client_email" = c."email", "client_address" = c."address"
FROM "clients" c WHERE c."id" = o."client_id";

CREATE TABLE "revoked_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_sessions_revoked_at_idx" ON "revoked_sessions" USING btree ("revoked_at");--> statement-breakpoint
-- NOT VALID: the bound applies to every write from now on, and a figure already beyond it (written
-- before the bound existed) is left as it is rather than failing the upgrade.
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_quantity_range" CHECK ("stock_levels"."quantity" between -1000000000 and 1000000000) NOT VALID;
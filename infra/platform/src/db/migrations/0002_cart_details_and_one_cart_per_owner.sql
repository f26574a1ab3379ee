DROP INDEX "carts_session_idx";--> statement-breakpoint
DROP INDEX "carts_account_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_market_idx" ON "carts" USING btree ("account_id","market") WHERE "carts"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_market_idx" ON "carts" USING btree ("session_id","market") WHERE "carts"."account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_account_idx" ON "wishlists" USING btree ("account_id") WHERE "wishlists"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_session_idx" ON "wishlists" USING btree ("session_id") WHERE "wishlists"."account_id" is null;
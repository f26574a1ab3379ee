CREATE TABLE "spent_captcha_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_captcha_nonces_expires_idx" ON "spent_captcha_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "insights_events_received_idx" ON "insights_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");
-- Failed sign-ins are counted per email and client address (issue 29): the old rows, per email
-- only and at most 15 minutes old, are dropped with the table rather than guessed an address.
DROP TABLE "login_failures";--> statement-breakpoint
CREATE TABLE "login_failures" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_email_address_pk" PRIMARY KEY("email","address")
);--> statement-breakpoint
CREATE INDEX "login_failures_last_failure_idx" ON "login_failures" USING btree ("last_failure_at");

CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"rating" integer NOT NULL,
	"message" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"account_id" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_version_idx" ON "content_documents" USING btree ("market","slug","version");--> statement-breakpoint
CREATE INDEX "feedback_ip_created_idx" ON "feedback" USING btree ("ip","created_at");
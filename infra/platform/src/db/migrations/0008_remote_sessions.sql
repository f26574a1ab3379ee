CREATE TABLE "remote_sessions" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"session_id" text NOT NULL,
	"failed" boolean NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "remote_sessions_environment_remote_version_session_id_pk" PRIMARY KEY("environment","remote","version","session_id")
);
--> statement-breakpoint
CREATE INDEX "remote_sessions_last_seen_idx" ON "remote_sessions" USING btree ("last_seen_at");
CREATE TABLE "project_pdfs" (
	"account_id" text NOT NULL,
	"filename" text NOT NULL,
	"job_id" text NOT NULL,
	"project_id" text NOT NULL,
	"status" text NOT NULL,
	"pdf" "bytea",
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_pdfs_account_id_filename_pk" PRIMARY KEY("account_id","filename")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "project_pdfs" ADD CONSTRAINT "project_pdfs_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pdfs" ADD CONSTRAINT "project_pdfs_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_pdfs_expires_idx" ON "project_pdfs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_share_token_idx" ON "projects" USING btree ("share_token");
ALTER TABLE "projects" ADD COLUMN "last_modified_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_last_modified_by_accounts_account_id_fk" FOREIGN KEY ("last_modified_by") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now only owners could change a project: the owner made every earlier write.
UPDATE "projects" SET "last_modified_by" = "owner_id" WHERE "last_modified_by" IS NULL;

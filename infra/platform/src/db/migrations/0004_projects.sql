CREATE TABLE "project_line_items" (
	"line_item_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"room_label" text NOT NULL,
	"quantity" integer NOT NULL,
	"room_notes" text DEFAULT '' NOT NULL,
	"item_priority" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"market" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_name" text NOT NULL,
	"project_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"project_location" text NOT NULL,
	"opportunity_number" text DEFAULT '' NOT NULL,
	"project_version" text DEFAULT 'Version 1' NOT NULL,
	"username" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"is_internal_project" boolean DEFAULT false NOT NULL,
	"room_labels" text[] NOT NULL,
	"show_prices_on_pdf" boolean DEFAULT true NOT NULL,
	"show_bim_files_on_pdf" boolean DEFAULT true NOT NULL,
	"show_landscape" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_line_items" ADD CONSTRAINT "project_line_items_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_accounts_account_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_line_items_room_sku_idx" ON "project_line_items" USING btree ("project_id","room_label","sku");--> statement-breakpoint
CREATE INDEX "projects_owner_status_idx" ON "projects" USING btree ("owner_id","status","last_modified_at");--> statement-breakpoint
CREATE INDEX "projects_status_modified_idx" ON "projects" USING btree ("status","last_modified_at");
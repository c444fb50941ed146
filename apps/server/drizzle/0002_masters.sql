CREATE TABLE "master_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_items" ADD CONSTRAINT "master_items_parent_id_master_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_items_name_unique" ON "master_items" USING btree ("kind",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "master_items_kind_idx" ON "master_items" USING btree ("kind","sort_order","id");
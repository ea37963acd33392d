-- Names are matched by trigram similarity (pg_trgm, created by 0001 already; stated again as sources rely on it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "source_items" (
	"source_id" uuid NOT NULL,
	"item_id" varchar(1000) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"hackathon_id" uuid,
	"suggestion_id" uuid,
	"rejected_hash" varchar(64),
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_items_source_id_item_id_pk" PRIMARY KEY("source_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"url" varchar(500) NOT NULL,
	"series_id" uuid,
	"trust" varchar(8) DEFAULT 'review' NOT NULL,
	"include" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"interval_hours" smallint DEFAULT 6 NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"last_error" varchar(1000),
	"last_run" jsonb,
	"etag" varchar(1024),
	"last_modified" varchar(128),
	"claimed_until" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" in ('ics', 'jsonld')),
	CONSTRAINT "sources_trust_check" CHECK ("sources"."trust" in ('review', 'publish')),
	CONSTRAINT "sources_status_check" CHECK ("sources"."status" in ('active', 'paused', 'failing')),
	CONSTRAINT "sources_interval_check" CHECK ("sources"."interval_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "hackathon_revisions" DROP CONSTRAINT "hackathon_revisions_source_check";--> statement-breakpoint
ALTER TABLE "suggestions" DROP CONSTRAINT "suggestions_source_check";--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD COLUMN "source_name" varchar(255);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "source_name" varchar(255);--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_items_hackathon_id_idx" ON "source_items" USING btree ("hackathon_id");--> statement-breakpoint
CREATE INDEX "source_items_suggestion_id_idx" ON "source_items" USING btree ("suggestion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_url_key" ON "sources" USING btree (hackathon_url_key("url"));--> statement-breakpoint
CREATE INDEX "sources_name_idx" ON "sources" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD CONSTRAINT "hackathon_revisions_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestions_source_id_idx" ON "suggestions" USING btree ("source_id","status");--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD CONSTRAINT "hackathon_revisions_source_check" CHECK ("hackathon_revisions"."source" in ('create', 'edit', 'suggestion', 'link_watch', 'organiser', 'revert', 'import'));--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_source_check" CHECK ("suggestions"."source" in ('user', 'link_watch', 'import'));
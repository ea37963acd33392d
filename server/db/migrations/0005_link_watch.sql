CREATE TABLE "link_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hackathon_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"http_status" smallint,
	"final_url" varchar(2000),
	"etag" varchar(1024),
	"last_modified" varchar(128),
	"content_hash" varchar(64),
	CONSTRAINT "link_checks_outcome_check" CHECK ("link_checks"."outcome" in ('ok', 'not_modified', 'failed', 'blocked', 'moved'))
);
--> statement-breakpoint
CREATE TABLE "link_watch_hosts" (
	"host" varchar(500) PRIMARY KEY NOT NULL,
	"robots_txt" text,
	"robots_fetched_at" timestamp with time zone,
	"next_request_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_watch_proposals" (
	"hackathon_id" uuid NOT NULL,
	"proposal_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_watch_proposals_hackathon_id_proposal_key_pk" PRIMARY KEY("hackathon_id","proposal_key")
);
--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_status" varchar(16) DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_unreachable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_etag" varchar(1024);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_last_modified" varchar(128);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_content_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_url_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "link_host" varchar(500) GENERATED ALWAYS AS (lower(substring(url from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([[][^]]*[]]|[^/:?#]*)'))) STORED;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "source" varchar(16) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "seen_http_status" smallint;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_watch_proposals" ADD CONSTRAINT "link_watch_proposals_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_checks_hackathon_idx" ON "link_checks" USING btree ("hackathon_id","checked_at");--> statement-breakpoint
CREATE INDEX "hackathons_link_status_idx" ON "hackathons" USING btree ("link_status");--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_link_status_check" CHECK ("hackathons"."link_status" in ('unknown', 'ok', 'unreachable'));--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_source_check" CHECK ("suggestions"."source" in ('user', 'link_watch'));--> statement-breakpoint
-- A new address is a new site: what was learnt about the old one no longer holds, and the first
-- check of the new one waits a day (link_url_set_at), so a fresh edit is not fetched at once.
CREATE FUNCTION hackathon_url_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.url IS DISTINCT FROM OLD.url THEN
    NEW.link_status := 'unknown';
    NEW.link_checked_at := NULL;
    NEW.link_unreachable_since := NULL;
    NEW.link_failures := 0;
    NEW.link_failing_since := NULL;
    NEW.link_etag := NULL;
    NEW.link_last_modified := NULL;
    NEW.link_content_hash := NULL;
    NEW.link_url_set_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER hackathons_url_changed BEFORE UPDATE OF url ON "hackathons"
  FOR EACH ROW EXECUTE FUNCTION hackathon_url_changed();

-- Trigram indexes for the search filter q (PGlite loads pg_trgm as an extension, see db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "hackathon_counts" (
	"filter" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"count" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hackathon_list_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hackathon_list_version_single_row" CHECK ("hackathon_list_version"."id")
);
--> statement-breakpoint
CREATE INDEX "hackathons_location_desc_idx" ON "hackathons" USING btree ("location" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hackathons_duration_idx" ON "hackathons" USING btree (("end_date" - "start_date"));--> statement-breakpoint
CREATE INDEX "hackathons_name_trgm_idx" ON "hackathons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hackathons_description_trgm_idx" ON "hackathons" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hackathons_location_trgm_idx" ON "hackathons" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "hackathon_list_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every write to hackathons (including ON DELETE SET NULL from series and users) makes cached
-- counts stale. BEFORE ... FOR EACH STATEMENT takes the version row's lock before the statement
-- locks any hackathon row, so writers queue on it instead of deadlocking against each other.
CREATE FUNCTION "hackathons_bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "hackathon_list_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hackathons_bump_list_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hackathons"
	FOR EACH STATEMENT EXECUTE FUNCTION "hackathons_bump_list_version"();
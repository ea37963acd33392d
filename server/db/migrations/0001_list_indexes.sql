-- Trigram indexes for the search filter q (PGlite loads pg_trgm as an extension, see db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "hackathon_counts" (
	"filter" text PRIMARY KEY NOT NULL,
	"snapshot" "pg_snapshot" NOT NULL,
	"count" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hackathon_writes" (
	"xid" "xid8" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hackathons_location_desc_idx" ON "hackathons" USING btree ("location" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hackathons_duration_idx" ON "hackathons" USING btree (("end_date" - "start_date"));--> statement-breakpoint
CREATE INDEX "hackathons_name_trgm_idx" ON "hackathons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hackathons_description_trgm_idx" ON "hackathons" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hackathons_location_trgm_idx" ON "hackathons" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
-- Every write to hackathons (ON DELETE SET NULL from series and users included) records its
-- transaction, so cached counts can tell whether they still hold (repositories/hackathons.ts).
-- One row per transaction, inserted without waiting on any other writer: no lock ordering, no
-- deadlock with the row and foreign-key locks the writes take.
CREATE FUNCTION "hackathons_note_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "hackathon_writes" ("xid") VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hackathons_note_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hackathons"
	FOR EACH STATEMENT EXECUTE FUNCTION "hackathons_note_write"();
-- Every committed write to what the public lists show (hackathons, and series, whose names the
-- hackathon lists carry) notifies the channel 'listing_changes', so every API process drops the
-- list answers it keeps for visitors (plugins/app/visitor-cache.ts). NOTIFY is delivered at commit,
-- once per transaction, and never for a rolled-back write.
CREATE FUNCTION "notify_listing_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('listing_changes', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hackathons_notify_listing_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hackathons"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_listing_changes"();--> statement-breakpoint
CREATE TRIGGER "series_notify_listing_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_listing_changes"();

-- A listing shows a verified organiser only while one of its organisers' accounts is active, read
-- when the listing is read. So an organiser's account being deactivated or reactivated changes the
-- public answers of the listings they keep: every API process drops the answers it keeps for
-- visitors, as for a write to hackathon_organizers itself (deleting the account deletes those rows,
-- whose own trigger notifies).
CREATE FUNCTION "notify_organizer_account_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "hackathon_organizers" WHERE "user_id" = NEW."id") THEN
		PERFORM pg_notify('listing_changes', '');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_listing_changes" AFTER UPDATE OF "is_active" ON "users"
	FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active")
	EXECUTE FUNCTION "notify_organizer_account_changes"();

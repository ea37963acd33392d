-- The form of a hackathon's address that duplicates are found by: no scheme, host lower-cased and
-- without `www.` or a default port, no fragment, no tracking parameters (the rest sorted), no
-- trailing slash. `https://www.Example.org/hack/?utm_source=x#top` and `http://example.org/hack`
-- share the key `example.org/hack`. Kept in the database so every writer and reader computes it alike.
CREATE FUNCTION hackathon_url_key(url text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(substring(rest from '^[^/?]*')), '^www\.|:(80|443)$', '', 'g')
    || regexp_replace(substring(rest from '^[^/?]*([^?]*)'), '/+$', '')
    || coalesce('?' || (
         SELECT string_agg(part, '&' ORDER BY part) FROM regexp_split_to_table(substring(rest from '\?(.*)$'), '&') AS part
         WHERE part <> '' AND part !~* '^(utm_[^=]*|ref|ref_src|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_hsenc|_hsmkt)(=|$)'), '')
  FROM (SELECT regexp_replace(regexp_replace(trim(url), '^[A-Za-z]+://', ''), '#.*$', '') AS rest) AS r
$$;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "attendance_mode" varchar(16);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "timezone" varchar(64);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "url_key" varchar(500);--> statement-breakpoint
-- Of hackathons listed twice before this migration, the oldest keeps the key; the others keep none,
-- so none is lost and the unique index can be built.
UPDATE "hackathons" AS h SET "url_key" = k.key FROM (
  SELECT id, CASE WHEN row_number() OVER (PARTITION BY hackathon_url_key(url) ORDER BY created_at, id) = 1 THEN hackathon_url_key(url) END AS key
  FROM "hackathons"
) AS k WHERE h.id = k.id;--> statement-breakpoint
CREATE FUNCTION hackathons_set_url_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.url_key := hackathon_url_key(NEW.url);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER hackathons_url_key BEFORE INSERT OR UPDATE OF url ON "hackathons"
  FOR EACH ROW EXECUTE FUNCTION hackathons_set_url_key();--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "attendance_mode" varchar(16);--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "timezone" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "hackathons_url_key_key" ON "hackathons" USING btree ("url_key");--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_attendance_mode_check" CHECK ("hackathons"."attendance_mode" in ('in_person', 'online', 'hybrid'));

ALTER TABLE "suggestions" ADD COLUMN "changes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Moves each suggestion's proposed fields from the columns that mirrored the hackathon's into the
-- JSON object, keyed by the API's field names. A null column meant "not proposed" and is left out;
-- an empty string meant "cleared" and becomes a JSON null. Dates keep their instant, written as
-- the API writes them (UTC, milliseconds). The old columns are dropped by the next migration.
UPDATE "suggestions" AS s SET "changes" = coalesce((
  SELECT jsonb_object_agg(f.field, CASE WHEN f.value = '""'::jsonb THEN 'null'::jsonb ELSE f.value END)
  FROM (VALUES
    ('name', to_jsonb(s."name")),
    ('description', to_jsonb(s."description")),
    ('url', to_jsonb(s."url")),
    ('image', to_jsonb(s."image")),
    ('start_date', to_jsonb(to_char(s."start_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
    ('end_date', to_jsonb(to_char(s."end_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
    ('location', to_jsonb(s."location")),
    ('series_id', to_jsonb(s."series_id")),
    ('attendance_mode', to_jsonb(s."attendance_mode")),
    ('timezone', to_jsonb(s."timezone")),
    ('latitude', to_jsonb(s."latitude")),
    ('longitude', to_jsonb(s."longitude"))
  ) AS f(field, value)
  WHERE f.value IS NOT NULL
), '{}'::jsonb);

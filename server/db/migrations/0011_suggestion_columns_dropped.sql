ALTER TABLE "suggestions" DROP CONSTRAINT "suggestions_series_id_series_id_fk";
--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "start_date";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "end_date";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "series_id";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "attendance_mode";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "timezone";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "latitude";--> statement-breakpoint
ALTER TABLE "suggestions" DROP COLUMN "longitude";
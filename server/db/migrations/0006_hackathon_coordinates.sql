ALTER TABLE "hackathons" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "hackathons_coordinates_idx" ON "hackathons" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_coordinates_check" CHECK (("hackathons"."latitude" is null) = ("hackathons"."longitude" is null) and ("hackathons"."latitude" is null or ("hackathons"."latitude" between -90 and 90 and "hackathons"."longitude" between -180 and 180)));
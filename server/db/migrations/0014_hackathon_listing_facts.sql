ALTER TABLE "hackathons" ADD COLUMN "themes" text[];--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "registration_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "prize_amount" integer;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "prize_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "free" boolean;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "eligibility" text[];--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "beginner_friendly" boolean;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "team_size_max" smallint;--> statement-breakpoint
ALTER TABLE "hackathons" ADD COLUMN "languages" text[];--> statement-breakpoint
CREATE INDEX "hackathons_themes_idx" ON "hackathons" USING gin ("themes");--> statement-breakpoint
CREATE INDEX "hackathons_eligibility_idx" ON "hackathons" USING gin ("eligibility");--> statement-breakpoint
CREATE INDEX "hackathons_languages_idx" ON "hackathons" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "hackathons_registration_deadline_idx" ON "hackathons" USING btree ("registration_deadline","id");--> statement-breakpoint
CREATE INDEX "hackathons_registration_opens_at_idx" ON "hackathons" USING btree ("registration_opens_at");--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_prize_check" CHECK (("hackathons"."prize_amount" is null) = ("hackathons"."prize_currency" is null));--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_registration_check" CHECK ("hackathons"."registration_opens_at" <= "hackathons"."registration_deadline" and "hackathons"."registration_deadline" <= "hackathons"."end_date");
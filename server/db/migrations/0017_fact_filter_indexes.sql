CREATE INDEX "hackathons_free_idx" ON "hackathons" USING btree ("start_date","id") WHERE "hackathons"."free";--> statement-breakpoint
CREATE INDEX "hackathons_beginner_friendly_idx" ON "hackathons" USING btree ("start_date","id") WHERE "hackathons"."beginner_friendly";--> statement-breakpoint
CREATE INDEX "hackathons_prizes_idx" ON "hackathons" USING btree ("start_date","id") WHERE "hackathons"."prize_amount" > 0;--> statement-breakpoint
CREATE INDEX "hackathons_travel_support_idx" ON "hackathons" USING btree ("travel_support");--> statement-breakpoint
CREATE INDEX "hackathons_min_age_idx" ON "hackathons" USING btree ("min_age");
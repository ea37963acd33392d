CREATE TABLE "hackathon_organizers" (
	"hackathon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathon_organizers_hackathon_id_user_id_pk" PRIMARY KEY("hackathon_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "hackathon_organizers" ADD CONSTRAINT "hackathon_organizers_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_organizers" ADD CONSTRAINT "hackathon_organizers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_organizers" ADD CONSTRAINT "hackathon_organizers_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hackathon_organizers_user_id_idx" ON "hackathon_organizers" USING btree ("user_id");--> statement-breakpoint
-- A listing gaining or losing its organisers changes what its public answers show
-- (verified_organizer), so every API process drops the answers it keeps for visitors.
CREATE TRIGGER "hackathon_organizers_notify_listing_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hackathon_organizers"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_listing_changes"();

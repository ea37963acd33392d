CREATE TABLE "organizer_invitations" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"hackathon_id" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"invited_by_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizer_invitations" ADD CONSTRAINT "organizer_invitations_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_invitations" ADD CONSTRAINT "organizer_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizer_invitations_hackathon_id_idx" ON "organizer_invitations" USING btree ("hackathon_id");--> statement-breakpoint
CREATE INDEX "organizer_invitations_invited_by_id_idx" ON "organizer_invitations" USING btree ("invited_by_id");--> statement-breakpoint
CREATE INDEX "organizer_invitations_expires_at_idx" ON "organizer_invitations" USING btree ("expires_at");
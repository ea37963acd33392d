CREATE TABLE "hackathon_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hackathon_id" uuid NOT NULL,
	"source" varchar(16) NOT NULL,
	"author_id" uuid,
	"reviewer_id" uuid,
	"suggestion_id" uuid,
	"reverted_id" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathon_revisions_source_check" CHECK ("hackathon_revisions"."source" in ('create', 'edit', 'suggestion', 'link_watch', 'organiser', 'revert'))
);
--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD CONSTRAINT "hackathon_revisions_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD CONSTRAINT "hackathon_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD CONSTRAINT "hackathon_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_revisions" ADD CONSTRAINT "hackathon_revisions_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hackathon_revisions_hackathon_idx" ON "hackathon_revisions" USING btree ("hackathon_id","created_at");--> statement-breakpoint
CREATE INDEX "hackathon_revisions_author_idx" ON "hackathon_revisions" USING btree ("author_id","created_at");
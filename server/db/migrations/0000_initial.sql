CREATE TABLE "hackathons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"url" varchar(500) NOT NULL,
	"image" varchar(500),
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"location" varchar(255),
	"series_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathons_dates_check" CHECK ("hackathons"."end_date" >= "hackathons"."start_date")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(8) NOT NULL,
	"hackathon_id" uuid,
	"name" varchar(255),
	"url" varchar(500),
	"description" varchar(1000),
	"location" varchar(255),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"image" varchar(500),
	"series_id" uuid,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"submitted_by_id" uuid,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestions_status_check" CHECK ("suggestions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "suggestions_kind_check" CHECK ("suggestions"."kind" in ('new', 'update'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(255),
	"hashed_password" varchar(255) NOT NULL,
	"role" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hackathons_name_idx" ON "hackathons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "hackathons_start_date_idx" ON "hackathons" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "hackathons_end_date_idx" ON "hackathons" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "hackathons_location_idx" ON "hackathons" USING btree ("location","id");--> statement-breakpoint
CREATE INDEX "hackathons_series_id_idx" ON "hackathons" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "series_name_idx" ON "series" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suggestions_kind_idx" ON "suggestions" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "suggestions_created_at_idx" ON "suggestions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "suggestions_status_idx" ON "suggestions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "suggestions_hackathon_id_idx" ON "suggestions" USING btree ("hackathon_id");--> statement-breakpoint
CREATE INDEX "suggestions_submitted_by_id_idx" ON "suggestions" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
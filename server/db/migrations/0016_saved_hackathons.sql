CREATE TABLE "saved_calendars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_hackathons" (
	"user_id" uuid NOT NULL,
	"hackathon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_hackathons_user_id_hackathon_id_pk" PRIMARY KEY("user_id","hackathon_id")
);
--> statement-breakpoint
ALTER TABLE "saved_calendars" ADD CONSTRAINT "saved_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_hackathons" ADD CONSTRAINT "saved_hackathons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_hackathons" ADD CONSTRAINT "saved_hackathons_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_calendars_token_hash_key" ON "saved_calendars" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "saved_hackathons_hackathon_id_idx" ON "saved_hackathons" USING btree ("hackathon_id");
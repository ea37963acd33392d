CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"period" varchar(10) NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"last_error" varchar(1000),
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"hackathon_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"filters" jsonb NOT NULL,
	"timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirmed_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"news_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_frequency_check" CHECK ("alerts"."frequency" in ('daily', 'weekly')),
	CONSTRAINT "alerts_email_lower_check" CHECK ("alerts"."email" = lower("alerts"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_digest_key" ON "alert_deliveries" USING btree ("email","frequency","period");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_confirm_token_hash_key" ON "alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "alerts_email_idx" ON "alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alerts_live_idx" ON "alerts" USING btree ("news_since") WHERE "alerts"."confirmed_at" is not null and not "alerts"."paused";--> statement-breakpoint
CREATE INDEX "alerts_unconfirmed_idx" ON "alerts" USING btree ("created_at") WHERE "alerts"."confirmed_at" is null;
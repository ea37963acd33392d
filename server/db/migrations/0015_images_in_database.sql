CREATE TABLE "images" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_check" CHECK ("images"."size" = octet_length("images"."bytes"))
);

CREATE TABLE "label_image_cache" (
	"url" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "parcel_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"photo_id" text NOT NULL,
	"subject_no" text NOT NULL,
	"tag" text NOT NULL,
	"bytes" "bytea",
	"dhash" bigint,
	"tone" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_photos_photo_id" ON "parcel_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "parcel_photos_subject" ON "parcel_photos" USING btree ("subject_no");--> statement-breakpoint
CREATE INDEX "parcel_photos_pending" ON "parcel_photos" USING btree ("id") WHERE bytes is null;
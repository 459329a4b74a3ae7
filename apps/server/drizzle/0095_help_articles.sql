CREATE TABLE "help_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"keywords" text[] NOT NULL,
	"routes" text[] NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'FILE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "help_search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "help_articles_search" ON "help_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "help_articles_routes" ON "help_articles" USING gin ("routes");
CREATE TABLE "activity_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"rules" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"floors" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_pages_url_unique" UNIQUE("url"),
	CONSTRAINT "activity_pages_window" CHECK ("activity_pages"."ends_at" > "activity_pages"."starts_at")
);

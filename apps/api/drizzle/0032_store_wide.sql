CREATE TABLE "store_wide_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rate_percent" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"enterprise_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclude" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_wide_offers_window" CHECK ("store_wide_offers"."ends_at" > "store_wide_offers"."starts_at"),
	CONSTRAINT "store_wide_offers_rate" CHECK ("store_wide_offers"."rate_percent" BETWEEN 1 AND 99)
);
--> statement-breakpoint
ALTER TABLE "activity_pages" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;
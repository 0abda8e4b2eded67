ALTER TABLE "adverts" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_window" CHECK ("adverts"."starts_at" IS NULL OR "adverts"."ends_at" IS NULL OR "adverts"."ends_at" > "adverts"."starts_at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_window" CHECK ("articles"."ends_at" IS NULL OR "articles"."ends_at" > "articles"."published_at");
CREATE TABLE "draw_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"daily_chances" integer DEFAULT 1 NOT NULL,
	"order_min_fen" bigint DEFAULT 0 NOT NULL,
	"daily_limit" integer DEFAULT 0 NOT NULL,
	"total_limit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_activities_name_unique" UNIQUE("name"),
	CONSTRAINT "draw_activities_period" CHECK ("draw_activities"."ends_at" > "draw_activities"."starts_at"),
	CONSTRAINT "draw_activities_counts" CHECK ("draw_activities"."daily_chances" >= 0 AND "draw_activities"."order_min_fen" >= 0 AND "draw_activities"."daily_limit" >= 0 AND "draw_activities"."total_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_banners_title" UNIQUE("activity_id","title")
);
--> statement-breakpoint
CREATE TABLE "draw_chances" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_chances_source" UNIQUE("activity_id","user_id","source")
);
--> statement-breakpoint
CREATE TABLE "draw_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_prizes_name" UNIQUE("activity_id","name"),
	CONSTRAINT "draw_prizes_kind" CHECK ("draw_prizes"."kind" IN ('points', 'coupon', 'gift', 'none')),
	CONSTRAINT "draw_prizes_weight" CHECK ("draw_prizes"."weight" >= 0),
	CONSTRAINT "draw_prizes_stock" CHECK ("draw_prizes"."stock" IS NULL OR "draw_prizes"."stock" >= 0),
	CONSTRAINT "draw_prizes_payload" CHECK (("draw_prizes"."kind" = 'points') = ("draw_prizes"."points" > 0) AND ("draw_prizes"."kind" = 'coupon') = ("draw_prizes"."coupon_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "draw_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chance_id" integer NOT NULL,
	"prize_id" integer,
	"prize_name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"user_coupon_id" integer,
	"fulfilment" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_records_chanceId_unique" UNIQUE("chance_id"),
	CONSTRAINT "draw_records_kind" CHECK ("draw_records"."kind" IN ('points', 'coupon', 'gift', 'none')),
	CONSTRAINT "draw_records_fulfilment" CHECK ("draw_records"."fulfilment" IN ('', 'pending', 'shipped')),
	CONSTRAINT "draw_records_gift_fulfilment" CHECK (("draw_records"."kind" = 'gift') = ("draw_records"."fulfilment" <> ''))
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"after" integer NOT NULL,
	"draw_record_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_draw_record" UNIQUE("draw_record_id"),
	CONSTRAINT "points_entries_kind" CHECK ("points_entries"."kind" IN ('opening', 'draw', 'adjustment')),
	CONSTRAINT "points_entries_amount_non_zero" CHECK ("points_entries"."amount" <> 0),
	CONSTRAINT "points_entries_after_non_negative" CHECK ("points_entries"."after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draw_banners" ADD CONSTRAINT "draw_banners_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_activity_id_draw_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."draw_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_chance_id_draw_chances_id_fk" FOREIGN KEY ("chance_id") REFERENCES "public"."draw_chances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_prize_id_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."draw_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_draw_record_id_draw_records_id_fk" FOREIGN KEY ("draw_record_id") REFERENCES "public"."draw_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_chances_activity_id_user_id_day_index" ON "draw_chances" USING btree ("activity_id","user_id","day");--> statement-breakpoint
CREATE INDEX "draw_records_user_id_created_at_index" ON "draw_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "draw_records_activity_id_created_at_index" ON "draw_records" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "draw_records_pending" ON "draw_records" USING btree ("created_at") WHERE "draw_records"."fulfilment" = 'pending';--> statement-breakpoint
CREATE INDEX "points_entries_user_id_created_at_index" ON "points_entries" USING btree ("user_id","created_at");--> statement-breakpoint
-- hand-written (keep at merge)
-- The points ledger is append-only like ledger_entries (0011); users.points never below zero; the points a
-- database already holds become one opening entry per user, so the balance equals the sum of its entries.
CREATE FUNCTION points_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_entries is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER points_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "points_entries"
  FOR EACH ROW EXECUTE FUNCTION points_entries_append_only();--> statement-breakpoint
CREATE TRIGGER points_entries_no_truncate
  BEFORE TRUNCATE ON "points_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION points_entries_append_only();--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_points_non_negative" CHECK ("points" >= 0);--> statement-breakpoint
INSERT INTO "points_entries" ("user_id", "kind", "amount", "after", "remark", "actor")
  SELECT "id", 'opening', "points", "points", '开户积分', 'system' FROM "users" WHERE "points" > 0;

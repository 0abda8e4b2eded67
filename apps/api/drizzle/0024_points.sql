CREATE TABLE "points_item_claims" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "points_item_claims_item_id_user_id_pk" PRIMARY KEY("item_id","user_id"),
	CONSTRAINT "points_item_claims_positive" CHECK ("points_item_claims"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_buyer_limit" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"exchanged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_items_kind" CHECK ("points_items"."kind" IN ('goods', 'coupon')),
	CONSTRAINT "points_items_points_positive" CHECK ("points_items"."points" > 0),
	CONSTRAINT "points_items_stock_non_negative" CHECK ("points_items"."stock" >= 0),
	CONSTRAINT "points_items_limit_non_negative" CHECK ("points_items"."per_buyer_limit" >= 0),
	CONSTRAINT "points_items_coupon" CHECK (("points_items"."kind" = 'coupon') = ("points_items"."coupon_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"address" jsonb,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"user_coupon_id" integer,
	"coupon_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "points_orders_orderSn_unique" UNIQUE("order_sn"),
	CONSTRAINT "points_orders_status" CHECK ("points_orders"."status" IN ('paid', 'shipped', 'completed')),
	CONSTRAINT "points_orders_number_positive" CHECK ("points_orders"."number" > 0 AND "points_orders"."points" > 0),
	CONSTRAINT "points_orders_goods_address" CHECK (("points_orders"."kind" = 'goods') = ("points_orders"."address" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fen_per_point" integer DEFAULT 1000 NOT NULL,
	"expiry_years" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_settings_one_row" CHECK ("points_settings"."id" = 1),
	CONSTRAINT "points_settings_rate" CHECK ("points_settings"."fen_per_point" >= 1),
	CONSTRAINT "points_settings_expiry" CHECK ("points_settings"."expiry_years" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "points_entries" DROP CONSTRAINT "points_entries_kind";--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "points_order_id" integer;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "points_item_claims" ADD CONSTRAINT "points_item_claims_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_item_claims" ADD CONSTRAINT "points_item_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_items" ADD CONSTRAINT "points_items_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_items_on_sale" ON "points_items" USING btree ("sort","id") WHERE "points_items"."on_sale";--> statement-breakpoint
CREATE INDEX "points_orders_company_id_created_at_index" ON "points_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "points_orders_to_ship" ON "points_orders" USING btree ("created_at") WHERE "points_orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_points_order_id_points_orders_id_fk" FOREIGN KEY ("points_order_id") REFERENCES "public"."points_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_earned" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."kind" = 'order';--> statement-breakpoint
CREATE INDEX "points_entries_refunds" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."kind" = 'refund';--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_ref" UNIQUE("user_id","ref");--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_expiry_on_credits" CHECK ("points_entries"."expires_at" IS NULL OR "points_entries"."amount" > 0);--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_kind" CHECK ("points_entries"."kind" IN ('opening', 'draw', 'adjustment', 'order', 'refund', 'exchange', 'expiry'));--> statement-breakpoint
-- The rules start at 1 point per ¥10 paid, expiring at the end of the next year (docs/points.md).
INSERT INTO "points_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

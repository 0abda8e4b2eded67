CREATE TABLE "combination_parts" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "combination_parts_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id"),
	CONSTRAINT "combination_parts_number_positive" CHECK ("combination_parts"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combinations_code_unique" UNIQUE("code"),
	CONSTRAINT "combinations_price_non_negative" CHECK ("combinations"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "full_amount_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"all_goods" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "full_amount_activities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "full_amount_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "full_amount_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "full_amount_tiers" (
	"activity_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reduction_fen" bigint NOT NULL,
	CONSTRAINT "full_amount_tiers_activity_id_amount_fen_pk" PRIMARY KEY("activity_id","amount_fen"),
	CONSTRAINT "full_amount_tiers_reduction" CHECK ("full_amount_tiers"."reduction_fen" > 0 AND "full_amount_tiers"."reduction_fen" < "full_amount_tiers"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"buy" integer NOT NULL,
	"get" integer NOT NULL,
	"type" smallint NOT NULL,
	"gift_goods_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_rules_counts" CHECK ("gift_rules"."buy" > 0 AND "gift_rules"."get" > 0),
	CONSTRAINT "gift_rules_type" CHECK ("gift_rules"."type" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "managed_stores" (
	"manager_user_id" integer NOT NULL,
	"store_user_id" integer NOT NULL,
	CONSTRAINT "managed_stores_manager_user_id_store_user_id_pk" PRIMARY KEY("manager_user_id","store_user_id"),
	CONSTRAINT "managed_stores_not_self" CHECK ("managed_stores"."manager_user_id" <> "managed_stores"."store_user_id")
);
--> statement-breakpoint
CREATE TABLE "negotiated_prices" (
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "negotiated_prices_company_id_goods_id_pk" PRIMARY KEY("company_id","goods_id"),
	CONSTRAINT "negotiated_prices_non_negative" CHECK ("negotiated_prices"."price_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_goods_id_goods_id_fk";
--> statement-breakpoint
DROP INDEX "cart_items_user_id_index";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "goods_price_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "ladder_price_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "goods_manjian_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "is_yj" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "ck_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "is_selected" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "combination_parts" ADD CONSTRAINT "combination_parts_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_parts" ADD CONSTRAINT "combination_parts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_amount_goods" ADD CONSTRAINT "full_amount_goods_activity_id_full_amount_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_amount_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_amount_goods" ADD CONSTRAINT "full_amount_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_amount_tiers" ADD CONSTRAINT "full_amount_tiers_activity_id_full_amount_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_amount_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_gift_goods_id_goods_id_fk" FOREIGN KEY ("gift_goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_stores" ADD CONSTRAINT "managed_stores_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_stores" ADD CONSTRAINT "managed_stores_store_user_id_users_id_fk" FOREIGN KEY ("store_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiated_prices" ADD CONSTRAINT "negotiated_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiated_prices" ADD CONSTRAINT "negotiated_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "full_amount_goods_goods_id_index" ON "full_amount_goods" USING btree ("goods_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_id_id_index" ON "cart_items" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line" UNIQUE NULLS NOT DISTINCT("user_id","type","goods_id","combination_id","goods_price_id","goods_manjian_id","is_yj");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_type" CHECK ("cart_items"."type" IN (0, 1, 3));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_flags" CHECK ("cart_items"."is_selected" IN (0, 1) AND "cart_items"."is_yj" IN (0, 1));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_or_combination" CHECK (("cart_items"."type" = 3 AND "cart_items"."combination_id" IS NOT NULL AND "cart_items"."goods_id" IS NULL) OR ("cart_items"."type" <> 3 AND "cart_items"."goods_id" IS NOT NULL AND "cart_items"."combination_id" IS NULL));
CREATE TABLE "account_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_managers_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "ad_positions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ad_positions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "adverts_positionId_title_unique" UNIQUE("position_id","title")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" integer,
	"logo" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_number_positive" CHECK ("cart_items"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tree" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"qualification_passed" boolean DEFAULT false NOT NULL,
	"contract_signed" boolean DEFAULT false NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"trade_name" text,
	"kind" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"brand_id" integer,
	"ypgg" text DEFAULT '' NOT NULL,
	"bzdw" text DEFAULT '' NOT NULL,
	"zbz" integer DEFAULT 1 NOT NULL,
	"jzl" integer DEFAULT 1 NOT NULL,
	"pzwh" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"base_price_fen" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_self_operated" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_dpby" boolean DEFAULT false NOT NULL,
	"qg_number" integer DEFAULT 0 NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_number" integer DEFAULT 0 NOT NULL,
	"expiry_date" date,
	"is_controlled" boolean DEFAULT false NOT NULL,
	"otc" text,
	"storage" text DEFAULT '' NOT NULL,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"pinyin_full" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_sku_unique" UNIQUE("sku"),
	CONSTRAINT "goods_stock_non_negative" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_price_non_negative" CHECK ("goods"."price_fen" >= 0 AND "goods"."base_price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"goods_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "goods_categories_goods_id_category_id_pk" PRIMARY KEY("goods_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "goods_ladder_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"min_number" integer NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "goods_ladder_prices_goodsId_minNumber_unique" UNIQUE("goods_id","min_number")
);
--> statement-breakpoint
CREATE TABLE "goods_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "goods_tags_goodsId_name_unique" UNIQUE("goods_id","name")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_articles_categoryId_title_unique" UNIQUE("category_id","title")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"pinned" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	CONSTRAINT "manufacturers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_open" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nav_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"keywords" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"manager_id" integer,
	"face" text DEFAULT '' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"is_can_chat" smallint DEFAULT 0 NOT NULL,
	"is_special" smallint DEFAULT 0 NOT NULL,
	"is_show_youx" smallint DEFAULT 0 NOT NULL,
	"switch" smallint DEFAULT 0 NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"quality_inspection_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_position_id_ad_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."ad_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_ladder_prices" ADD CONSTRAINT "goods_ladder_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_account_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_id_index" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categories_tree_parent_id_index" ON "categories" USING btree ("tree","parent_id");--> statement-breakpoint
CREATE INDEX "goods_name_trgm" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_trade_name_trgm" ON "goods" USING gin ("trade_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_pinyin_initials_trgm" ON "goods" USING gin ("pinyin_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_pinyin_full_trgm" ON "goods" USING gin ("pinyin_full" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_pzwh_index" ON "goods" USING btree ("pzwh");--> statement-breakpoint
CREATE INDEX "goods_barcode_index" ON "goods" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_id_index" ON "goods" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "goods_brand_id_index" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_categories_category_id_index" ON "goods_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "login_attempts_phone_at_index" ON "login_attempts" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_index" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "messages_user_id_index" ON "messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_logs_at_index" ON "search_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");
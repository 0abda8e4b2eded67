-- Issue 23: help and news articles, product facts (剂型, 医保, 建议零售价, 说明书) and stock batches.
CREATE TABLE "goods_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"production_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"report_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "goods_batches_goodsId_batchNo_unique" UNIQUE("goods_id","batch_no"),
	CONSTRAINT "goods_batches_quantity_non_negative" CHECK ("goods_batches"."quantity" >= 0),
	CONSTRAINT "goods_batches_dates" CHECK ("goods_batches"."expiry_date" > "goods_batches"."production_date")
);
--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "section" text DEFAULT 'news' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "dosage_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "insurance_category" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "retail_price_fen" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "indications" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "usage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "contraindications" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_batches_goods_id_expiry_date_index" ON "goods_batches" USING btree ("goods_id","expiry_date");--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_parent_id_article_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_section" CHECK ("article_categories"."section" IN ('help', 'news'));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_insurance_category" CHECK ("goods"."insurance_category" IN ('none', 'class_a', 'class_b'));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_retail_price_non_negative" CHECK ("goods"."retail_price_fen" >= 0);--> statement-breakpoint
DROP TABLE "help_articles" CASCADE;--> statement-breakpoint
DROP TABLE "help_categories" CASCADE;
--> statement-breakpoint
-- hand-written (keep at merge)
-- Issue 23 §2: the help centre moves into article_categories/articles (one article model; the seed writes the
-- help tree), bodies become sanitised HTML (content/sanitise.ts), and the news categories take the spec's codes.
UPDATE "articles" SET "body" = '<p>' || replace(replace(replace(replace("body", '&', '&amp;'), '<', '&lt;'),
  '>', '&gt;'), E'\n\n', '</p><p>') || '</p>' WHERE "body" <> '';
--> statement-breakpoint
UPDATE "article_categories" SET "code" = 'hy' WHERE "id" = 1 AND "code" = 'industry';
--> statement-breakpoint
UPDATE "article_categories" SET "code" = 'notice' WHERE "id" = 3 AND "code" = 'announcement';
--> statement-breakpoint
-- Issue 23 §4: the listing document carries the product facts and the batches in stock (the page computes
-- the batch the next order ships, first expiry first out, on its own day: domain's nextBatch).
CREATE OR REPLACE FUNCTION goods_listings_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM goods WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM goods_listings l USING goods g WHERE l.goods_id = g.id AND g.id = ANY(ids) AND g.banned_online;
  INSERT INTO goods_listings (goods_id, doc)
  SELECT g.id, json_build_object(
    'found', json_build_object('row', json_build_object(
      'id', g.id, 'name', g.name, 'tradeName', g.trade_name, 'kind', g.kind,
      'manufacturerId', g.manufacturer_id, 'brandId', g.brand_id, 'ypgg', g.ypgg, 'bzdw', g.bzdw, 'zbz', g.zbz,
      'jzl', g.jzl, 'pzwh', g.pzwh, 'barcode', g.barcode, 'priceFen', g.price_fen,
      'basePriceFen', g.base_price_fen, 'stock', g.stock, 'isSelfOperated', g.is_self_operated,
      'isPremium', g.is_premium, 'isDpby', g.is_dpby, 'qgNumber', g.qg_number,
      'isFreeShipping', g.is_free_shipping, 'freeShippingNumber', g.free_shipping_number,
      'expiryDate', g.expiry_date, 'isControlled', g.is_controlled, 'regulatoryClass', g.regulatory_class,
      'bannedOnline', g.banned_online, 'storage', g.storage, 'scopeCategory', g.scope_category,
      'dosageForm', g.dosage_form, 'insuranceCategory', g.insurance_category,
      'retailPriceFen', g.retail_price_fen, 'indications', g.indications, 'usage', g.usage,
      'contraindications', g.contraindications, 'withCoupon', g.with_coupon),
      'manufacturer', m.name),
    'ladders', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'goodsId', l.goods_id,
        'minNumber', l.min_number, 'priceFen', l.price_fen) ORDER BY l.min_number), '[]'::json)
      FROM goods_ladder_prices l WHERE l.goods_id = g.id),
    'batches', (SELECT coalesce(json_agg(json_build_object('batch_no', b.batch_no,
        'production_date', b.production_date, 'expiry_date', b.expiry_date, 'quantity', b.quantity,
        'report_url', b.report_url) ORDER BY b.expiry_date, b.batch_no), '[]'::json)
      FROM goods_batches b WHERE b.goods_id = g.id AND b.quantity > 0),
    'tags', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'goodsId', t.goods_id,
        'name', t.name, 'describe', t.describe, 'isShow', t.is_show) ORDER BY t.id), '[]'::json)
      FROM goods_tags t WHERE t.goods_id = g.id))::text
  FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
  WHERE g.id = ANY(ids) AND NOT g.banned_online
  ON CONFLICT (goods_id) DO UPDATE SET doc = EXCLUDED.doc
$$;
--> statement-breakpoint
CREATE TRIGGER goods_listings_batch_insert AFTER INSERT ON goods_batches REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_added_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_batch_update AFTER UPDATE ON goods_batches
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_changed_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_batch_delete AFTER DELETE ON goods_batches REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_removed_parts();
--> statement-breakpoint
SELECT goods_listings_refresh(ARRAY(SELECT id FROM goods));

CREATE TABLE "certificate_images" (
	"certificate_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "certificate_images_certificate_id_position_pk" PRIMARY KEY("certificate_id","position"),
	CONSTRAINT "certificate_images_uploadId_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_type" CHECK ("certificates"."type" IN ('drug_licence', 'business_licence', 'medical_licence', 'device_licence', 'food_licence', 'purchase_authorisation', 'purchaser_id', 'quality_agreement', 'invoice_info')),
	CONSTRAINT "certificates_status" CHECK ("certificates"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "certificates_dates" CHECK ("certificates"."valid_until" IS NULL OR "certificates"."valid_until" >= "certificates"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "company_scopes" (
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "company_scopes_company_id_category_pk" PRIMARY KEY("company_id","category"),
	CONSTRAINT "company_scopes_category" CHECK ("company_scopes"."category" IN ('chemical', 'antibiotic', 'tcm_patent', 'tcm_pieces', 'biochemical', 'biological', 'special_compound', 'device_ii', 'device_iii', 'health_food')),
	CONSTRAINT "company_scopes_status" CHECK ("company_scopes"."status" IN ('pending', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_content_type" CHECK ("uploads"."content_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "enterprise_type" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "purchaser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "purchaser_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "scope_category" text DEFAULT 'chemical' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_images" ADD CONSTRAINT "certificate_images_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_images" ADD CONSTRAINT "certificate_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_scopes" ADD CONSTRAINT "company_scopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_company_id_index" ON "certificates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "certificates_valid_until_index" ON "certificates" USING btree ("valid_until") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "uploads_user_id_index" ON "uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_enterprise_type" CHECK ("companies"."enterprise_type" IN ('pharmacy', 'chain_hq', 'chain_store', 'clinic', 'private_medical', 'public_medical', 'wholesaler'));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_scope_category" CHECK ("goods"."scope_category" IN ('chemical', 'antibiotic', 'tcm_patent', 'tcm_pieces', 'biochemical', 'biological', 'special_compound', 'device_ii', 'device_iii', 'health_food'));--> statement-breakpoint
-- hand-written (keep at merge)
-- The listing document carries the goods' scope category (the product payloads decide is_buy by it), so the
-- refresh function of 0007 is replaced with one that adds the key, and every document is rebuilt.
CREATE OR REPLACE FUNCTION goods_listings_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM goods WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO goods_listings (goods_id, doc)
  SELECT g.id, json_build_object(
    'found', json_build_object('row', json_build_object(
      'id', g.id, 'name', g.name, 'tradeName', g.trade_name, 'kind', g.kind,
      'manufacturerId', g.manufacturer_id, 'brandId', g.brand_id, 'ypgg', g.ypgg, 'bzdw', g.bzdw, 'zbz', g.zbz,
      'jzl', g.jzl, 'pzwh', g.pzwh, 'barcode', g.barcode, 'priceFen', g.price_fen,
      'basePriceFen', g.base_price_fen, 'stock', g.stock, 'isSelfOperated', g.is_self_operated,
      'isPremium', g.is_premium, 'isDpby', g.is_dpby, 'qgNumber', g.qg_number,
      'isFreeShipping', g.is_free_shipping, 'freeShippingNumber', g.free_shipping_number,
      'expiryDate', g.expiry_date, 'isControlled', g.is_controlled, 'otc', g.otc, 'storage', g.storage,
      'scopeCategory', g.scope_category),
      'manufacturer', m.name),
    'ladders', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'goodsId', l.goods_id,
        'minNumber', l.min_number, 'priceFen', l.price_fen) ORDER BY l.min_number), '[]'::json)
      FROM goods_ladder_prices l WHERE l.goods_id = g.id),
    'tags', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'goodsId', t.goods_id,
        'name', t.name, 'describe', t.describe, 'isShow', t.is_show) ORDER BY t.id), '[]'::json)
      FROM goods_tags t WHERE t.goods_id = g.id))::text
  FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
  WHERE g.id = ANY(ids)
  ON CONFLICT (goods_id) DO UPDATE SET doc = EXCLUDED.doc
$$;
--> statement-breakpoint
-- Goods of a database seeded before scope existed get a category by their kind (the seed assigns finer ones:
-- antibiotics, biologics, class III devices); the update's trigger rebuilds every listing document.
UPDATE goods SET scope_category = CASE kind
  WHEN 'decoction' THEN 'tcm_pieces' WHEN 'tcm_patent' THEN 'tcm_patent' WHEN 'device' THEN 'device_ii'
  ELSE 'chemical' END;

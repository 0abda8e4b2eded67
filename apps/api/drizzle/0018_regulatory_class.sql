-- Issue 20 §5: every goods has a regulatory class (domain's REGULATORY_CLASSES, replacing the rx/OTC-only
-- "otc" column); banned_online (generated from domain's BANNED_ONLINE_CLASSES) keeps a product of the seven
-- categories 药品网络销售禁止清单 bans out of every read that lists, searches or promotes (docs/regulatory.md).
ALTER TABLE "goods" ADD COLUMN "regulatory_class" text DEFAULT 'prescription' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "regulatory_class" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "banned_online" boolean GENERATED ALWAYS AS ("regulatory_class" IN ('vaccine', 'blood_product', 'narcotic', 'psychotropic_1', 'psychotropic_2', 'medical_toxic', 'radioactive', 'drug_precursor')) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "goods_in_stock_first";--> statement-breakpoint
DROP INDEX "goods_name_key_order";--> statement-breakpoint
DROP INDEX "goods_manufacturer_order";--> statement-breakpoint
CREATE INDEX "goods_in_stock_first" ON "goods" USING btree (("stock" > 0) DESC,"id") WHERE NOT "goods"."banned_online";--> statement-breakpoint
CREATE INDEX "goods_name_key_order" ON "goods" USING btree ("name",coalesce("trade_name", ''),("stock" > 0) DESC,"id","trade_name","stock") WHERE NOT "goods"."banned_online";--> statement-breakpoint
CREATE INDEX "goods_manufacturer_order" ON "goods" USING btree ("manufacturer_id",("stock" > 0) DESC,"id","stock") WHERE NOT "goods"."banned_online";--> statement-breakpoint
CREATE INDEX "goods_banned_online" ON "goods" USING btree ("id") WHERE "goods"."banned_online";--> statement-breakpoint
-- hand-written (keep at merge)
-- The listing document carries the class (the payloads decide is_buy and print it) and exists only for goods
-- that may be sold online: every display read (lists, search pages, favourites, promotions, the detail page)
-- builds its products from these documents, so a banned product has nothing to show, even to a read that
-- forgot its filter.
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
      'bannedOnline', g.banned_online, 'storage', g.storage, 'scopeCategory', g.scope_category),
      'manufacturer', m.name),
    'ladders', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'goodsId', l.goods_id,
        'minNumber', l.min_number, 'priceFen', l.price_fen) ORDER BY l.min_number), '[]'::json)
      FROM goods_ladder_prices l WHERE l.goods_id = g.id),
    'tags', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'goodsId', t.goods_id,
        'name', t.name, 'describe', t.describe, 'isShow', t.is_show) ORDER BY t.id), '[]'::json)
      FROM goods_tags t WHERE t.goods_id = g.id))::text
  FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
  WHERE g.id = ANY(ids) AND NOT g.banned_online
  ON CONFLICT (goods_id) DO UPDATE SET doc = EXCLUDED.doc
$$;
--> statement-breakpoint
-- The search dictionary and the manufacturers' goods counts count only goods sold online, so suggestions and
-- search totals never name a banned product. A reclass moves a product in or out like a rename does.
CREATE OR REPLACE FUNCTION goods_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_names AS d (name, trade_key, pinyin_initials, pinyin_full, goods_count)
  SELECT name, coalesce(trade_name, ''), max(pinyin_initials), max(pinyin_full), count(*)::int
  FROM added WHERE NOT banned_online GROUP BY 1, 2
  ON CONFLICT (name, trade_key) DO UPDATE SET goods_count = d.goods_count + excluded.goods_count,
    pinyin_initials = excluded.pinyin_initials, pinyin_full = excluded.pinyin_full;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_names_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_names d SET goods_count = d.goods_count - r.n
  FROM (SELECT name, coalesce(trade_name, '') AS trade_key, count(*)::int AS n FROM removed
    WHERE NOT banned_online GROUP BY 1, 2) r
  WHERE d.name = r.name AND d.trade_key = r.trade_key;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_names_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.banned_online THEN
    UPDATE goods_names SET goods_count = goods_count - 1
    WHERE name = OLD.name AND trade_key = coalesce(OLD.trade_name, '');
  END IF;
  IF NOT NEW.banned_online THEN
    INSERT INTO goods_names AS d (name, trade_key, pinyin_initials, pinyin_full, goods_count)
    VALUES (NEW.name, coalesce(NEW.trade_name, ''), NEW.pinyin_initials, NEW.pinyin_full, 1)
    ON CONFLICT (name, trade_key) DO UPDATE SET goods_count = d.goods_count + 1,
      pinyin_initials = excluded.pinyin_initials, pinyin_full = excluded.pinyin_full;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER goods_names_update ON goods;
--> statement-breakpoint
CREATE TRIGGER goods_names_update AFTER UPDATE OF name, trade_name, pinyin_initials, pinyin_full, regulatory_class
  ON goods FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.trade_name IS DISTINCT FROM NEW.trade_name
    OR OLD.pinyin_initials IS DISTINCT FROM NEW.pinyin_initials OR OLD.pinyin_full IS DISTINCT FROM NEW.pinyin_full
    OR OLD.banned_online IS DISTINCT FROM NEW.banned_online)
  EXECUTE FUNCTION goods_names_rename();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_maker_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_maker_counts AS c (manufacturer_id, goods_count)
  SELECT manufacturer_id, count(*)::int FROM added WHERE NOT banned_online GROUP BY 1
  ON CONFLICT (manufacturer_id) DO UPDATE SET goods_count = c.goods_count + excluded.goods_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_maker_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_maker_counts c SET goods_count = c.goods_count - r.n
  FROM (SELECT manufacturer_id, count(*)::int AS n FROM removed WHERE NOT banned_online GROUP BY 1) r
  WHERE c.manufacturer_id = r.manufacturer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_maker_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.banned_online THEN
    UPDATE goods_maker_counts SET goods_count = goods_count - 1 WHERE manufacturer_id = OLD.manufacturer_id;
  END IF;
  IF NOT NEW.banned_online THEN
    INSERT INTO goods_maker_counts AS c (manufacturer_id, goods_count) VALUES (NEW.manufacturer_id, 1)
    ON CONFLICT (manufacturer_id) DO UPDATE SET goods_count = c.goods_count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER goods_maker_counts_update ON goods;
--> statement-breakpoint
CREATE TRIGGER goods_maker_counts_update AFTER UPDATE OF manufacturer_id, regulatory_class ON goods
  FOR EACH ROW WHEN (OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id
    OR OLD.banned_online IS DISTINCT FROM NEW.banned_online)
  EXECUTE FUNCTION goods_maker_counts_move();
--> statement-breakpoint
-- Nothing banned online is put on sale: a flash sale or everyday price, a combination, a full-amount activity,
-- a gift rule or a controlled-sale programme refuses it, whoever writes (seed, ops tool, console). The
-- constraint name and the class in DETAIL are what the API and ops map to domain's bannedOnlineReason
-- (lib/errors.ts `bannedOnlineRefusal`).
CREATE FUNCTION goods_refuse_banned_online() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY[NEW.goods_id];
  banned record;
BEGIN
  -- A gift rule gives a second product away; only that table has the column, and a branch not taken is never
  -- planned.
  IF TG_TABLE_NAME = 'gift_rules' THEN
    ids := ids || NEW.gift_goods_id;
  END IF;
  SELECT id, regulatory_class INTO banned FROM goods WHERE banned_online AND id = ANY(ids) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'goods % (%) is banned from online sale', banned.id, banned.regulatory_class
      USING ERRCODE = 'check_violation', CONSTRAINT = 'goods_banned_online', TABLE = TG_TABLE_NAME,
        DETAIL = banned.regulatory_class;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER promotion_goods_banned_online BEFORE INSERT OR UPDATE ON promotion_goods
  FOR EACH ROW EXECUTE FUNCTION goods_refuse_banned_online();
--> statement-breakpoint
CREATE TRIGGER combination_parts_banned_online BEFORE INSERT OR UPDATE ON combination_parts
  FOR EACH ROW EXECUTE FUNCTION goods_refuse_banned_online();
--> statement-breakpoint
CREATE TRIGGER full_amount_goods_banned_online BEFORE INSERT OR UPDATE ON full_amount_goods
  FOR EACH ROW EXECUTE FUNCTION goods_refuse_banned_online();
--> statement-breakpoint
CREATE TRIGGER gift_rules_banned_online BEFORE INSERT OR UPDATE ON gift_rules
  FOR EACH ROW EXECUTE FUNCTION goods_refuse_banned_online();
--> statement-breakpoint
CREATE TRIGGER controlled_programme_goods_banned_online BEFORE INSERT OR UPDATE ON controlled_programme_goods
  FOR EACH ROW EXECUTE FUNCTION goods_refuse_banned_online();
--> statement-breakpoint
-- A database seeded before the class existed: the class from kind and the rx/OTC column, the two seeded
-- psychotropics (艾司唑仑片, 右佐匹克隆片, 第二类精神药品 since 2005/2013) and the seeded pseudoephedrine
-- compound (酚麻美敏片) by name; devices keep their scope (class I cannot be told from class II here: both are
-- 二类医疗器械 until an operator corrects them, the stricter reading). The update's triggers rebuild the
-- listing documents (dropping the banned ones) and move the counts.
UPDATE goods SET regulatory_class = CASE
  WHEN name IN ('艾司唑仑片', '右佐匹克隆片') THEN 'psychotropic_2'
  WHEN name = '酚麻美敏片' THEN 'ephedrine_compound'
  WHEN kind = 'decoction' THEN 'tcm_pieces'
  WHEN kind = 'device' THEN CASE WHEN scope_category = 'device_iii' THEN 'device_3' ELSE 'device_2' END
  WHEN otc = 'otc_a' THEN 'otc_a'
  WHEN otc = 'otc_b' THEN 'otc_b'
  ELSE 'prescription' END;
--> statement-breakpoint
-- A product of a banned class leaves the promotions, activities, gift rules and programmes it was in (the
-- guards above keep it out from now on); its rows in carts, favourites, combinations and orders stay, and the
-- reads leave it (or the combination holding it) out.
DELETE FROM promotion_goods WHERE goods_id IN (SELECT id FROM goods WHERE banned_online);
--> statement-breakpoint
DELETE FROM full_amount_goods WHERE goods_id IN (SELECT id FROM goods WHERE banned_online);
--> statement-breakpoint
DELETE FROM gift_rules WHERE goods_id IN (SELECT id FROM goods WHERE banned_online)
  OR gift_goods_id IN (SELECT id FROM goods WHERE banned_online);
--> statement-breakpoint
DELETE FROM controlled_programme_goods WHERE goods_id IN (SELECT id FROM goods WHERE banned_online);
--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "otc";--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_regulatory_class" CHECK ("goods"."regulatory_class" IN ('prescription', 'otc_a', 'otc_b', 'device_1', 'device_2', 'device_3', 'tcm_pieces', 'ephedrine_compound', 'narcotic', 'psychotropic_1', 'psychotropic_2', 'medical_toxic', 'radioactive', 'vaccine', 'blood_product', 'drug_precursor'));

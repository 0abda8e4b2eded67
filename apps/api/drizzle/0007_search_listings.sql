CREATE TABLE "goods_listings" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_maker_counts" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"goods_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_maker_counts_non_negative" CHECK ("goods_maker_counts"."goods_count" >= 0)
);
--> statement-breakpoint
DROP INDEX "goods_name_key_order";--> statement-breakpoint
DROP INDEX "goods_manufacturer_order";--> statement-breakpoint
DROP INDEX "goods_names_bigrams_trgm";--> statement-breakpoint
ALTER TABLE "goods_names" ADD COLUMN "bigrams" text GENERATED ALWAYS AS (regexp_replace("name", '(..)', ' \1', 'g') || regexp_replace(substr("name", 2), '(..)', ' \1', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_listings" ADD CONSTRAINT "goods_listings_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_maker_counts" ADD CONSTRAINT "goods_maker_counts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_name_key_order" ON "goods" USING btree ("name",coalesce("trade_name", ''),("stock" > 0) DESC,"id","trade_name","stock");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_order" ON "goods" USING btree ("manufacturer_id",("stock" > 0) DESC,"id","stock");--> statement-breakpoint
CREATE INDEX "goods_names_bigrams_trgm" ON "goods_names" USING gin ("bigrams" gin_trgm_ops);
--> statement-breakpoint
-- Hand-written below (drizzle-kit emits no functions or triggers).
-- goods_listings: each product's listing document, rebuilt in the same statement as any change to what it shows.
-- The keys are the goods table's property names in the API (test/listings.test.ts checks the document against
-- the tables, so a column added to goods without being added here fails the tests).
-- The products' rows are locked first, and the documents built by the next statement, which (read committed)
-- sees every change committed before the lock was granted. Without the lock two transactions changing two ladder
-- tiers of one product could each build the document from a snapshot missing the other's tier, and the second
-- to commit would store its stale document.
CREATE FUNCTION goods_listings_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
      'expiryDate', g.expiry_date, 'isControlled', g.is_controlled, 'otc', g.otc, 'storage', g.storage),
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
-- Per statement, not per row: a batch of 1,000 inserted goods (the seed, an import) is one upsert.
CREATE FUNCTION goods_listings_added_goods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listings_refresh(ARRAY(SELECT id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_listings_added_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listings_refresh(ARRAY(SELECT DISTINCT goods_id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_listings_removed_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listings_refresh(ARRAY(SELECT DISTINCT goods_id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_listings_changed_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listings_refresh(ARRAY(SELECT goods_id FROM added UNION SELECT goods_id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_listings_renamed_maker() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_listings_refresh(ARRAY(SELECT id FROM goods WHERE manufacturer_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted product's document goes with it (ON DELETE CASCADE).
CREATE TRIGGER goods_listings_goods_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_added_goods();
--> statement-breakpoint
CREATE TRIGGER goods_listings_goods_update AFTER UPDATE ON goods REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_added_goods();
--> statement-breakpoint
CREATE TRIGGER goods_listings_ladder_insert AFTER INSERT ON goods_ladder_prices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_added_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_ladder_update AFTER UPDATE ON goods_ladder_prices
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_changed_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_ladder_delete AFTER DELETE ON goods_ladder_prices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_removed_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_tag_insert AFTER INSERT ON goods_tags REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_added_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_tag_update AFTER UPDATE ON goods_tags
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_changed_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_tag_delete AFTER DELETE ON goods_tags REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listings_removed_parts();
--> statement-breakpoint
CREATE TRIGGER goods_listings_maker_rename AFTER UPDATE OF name ON manufacturers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION goods_listings_renamed_maker();
--> statement-breakpoint
-- Databases that already hold goods get their documents now.
SELECT goods_listings_refresh(ARRAY(SELECT id FROM goods));
--> statement-breakpoint
-- goods_maker_counts follows goods like goods_names does: inserts and deletes per statement, a change of maker
-- per row (rare).
CREATE FUNCTION goods_maker_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_maker_counts AS c (manufacturer_id, goods_count)
  SELECT manufacturer_id, count(*)::int FROM added GROUP BY 1
  ON CONFLICT (manufacturer_id) DO UPDATE SET goods_count = c.goods_count + excluded.goods_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_maker_counts_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_maker_counts_add();
--> statement-breakpoint
CREATE FUNCTION goods_maker_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_maker_counts c SET goods_count = c.goods_count - r.n
  FROM (SELECT manufacturer_id, count(*)::int AS n FROM removed GROUP BY 1) r
  WHERE c.manufacturer_id = r.manufacturer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_maker_counts_delete AFTER DELETE ON goods REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION goods_maker_counts_remove();
--> statement-breakpoint
CREATE FUNCTION goods_maker_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_maker_counts SET goods_count = goods_count - 1 WHERE manufacturer_id = OLD.manufacturer_id;
  INSERT INTO goods_maker_counts AS c (manufacturer_id, goods_count) VALUES (NEW.manufacturer_id, 1)
  ON CONFLICT (manufacturer_id) DO UPDATE SET goods_count = c.goods_count + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_maker_counts_update AFTER UPDATE OF manufacturer_id ON goods
  FOR EACH ROW WHEN (OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id)
  EXECUTE FUNCTION goods_maker_counts_move();
--> statement-breakpoint
INSERT INTO goods_maker_counts (manufacturer_id, goods_count)
SELECT manufacturer_id, count(*)::int FROM goods GROUP BY 1;

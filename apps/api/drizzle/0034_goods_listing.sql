-- Issue #26 §2 Goods: 上架/下架. An operator takes a product off sale (listed = false); banned_online — "not on
-- sale online" — now also covers it, so every read, index, listing document, search count and buy rule that
-- keeps banned products out keeps delisted ones out too (docs/console.md "上架/下架").
-- hand-written (keep at merge): PostgreSQL 15 and 16 (Debian's, scripts/two-instances.mjs) cannot change a
-- generated column's expression (ALTER COLUMN … SET EXPRESSION is 17+), so the column is dropped and added again,
-- and what hangs on it is made again: the two triggers whose WHEN reads it (below) and its four partial indexes
-- (as 0018 made them).
ALTER TABLE "goods" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
DROP TRIGGER goods_names_update ON goods;
--> statement-breakpoint
DROP TRIGGER goods_maker_counts_update ON goods;
--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "banned_online";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "banned_online" boolean GENERATED ALWAYS AS ("regulatory_class" IN ('vaccine', 'blood_product', 'narcotic', 'psychotropic_1', 'psychotropic_2', 'medical_toxic', 'radioactive', 'drug_precursor') OR NOT "listed") STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_in_stock_first" ON "goods" USING btree (("stock" > 0) DESC,"id") WHERE NOT "goods"."banned_online";--> statement-breakpoint
CREATE INDEX "goods_name_key_order" ON "goods" USING btree ("name",coalesce("trade_name", ''),("stock" > 0) DESC,"id","trade_name","stock") WHERE NOT "goods"."banned_online";--> statement-breakpoint
CREATE INDEX "goods_manufacturer_order" ON "goods" USING btree ("manufacturer_id",("stock" > 0) DESC,"id","stock") WHERE NOT "goods"."banned_online";--> statement-breakpoint
CREATE INDEX "goods_banned_online" ON "goods" USING btree ("id") WHERE "goods"."banned_online";--> statement-breakpoint
-- The search dictionary's and the manufacturers' counts move a product in or out when banned_online changes;
-- these triggers fire on the columns it is generated from, so listing is added to their column lists. (The
-- listing document's trigger fires on every update of goods.)
CREATE TRIGGER goods_names_update AFTER UPDATE OF name, trade_name, pinyin_initials, pinyin_full, regulatory_class, listed
  ON goods FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.trade_name IS DISTINCT FROM NEW.trade_name
    OR OLD.pinyin_initials IS DISTINCT FROM NEW.pinyin_initials OR OLD.pinyin_full IS DISTINCT FROM NEW.pinyin_full
    OR OLD.banned_online IS DISTINCT FROM NEW.banned_online)
  EXECUTE FUNCTION goods_names_rename();
--> statement-breakpoint
CREATE TRIGGER goods_maker_counts_update AFTER UPDATE OF manufacturer_id, regulatory_class, listed ON goods
  FOR EACH ROW WHEN (OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id
    OR OLD.banned_online IS DISTINCT FROM NEW.banned_online)
  EXECUTE FUNCTION goods_maker_counts_move();

CREATE TABLE "goods_names" (
	"name" text NOT NULL,
	"trade_key" text DEFAULT '' NOT NULL,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"pinyin_full" text DEFAULT '' NOT NULL,
	"goods_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_names_name_trade_key_pk" PRIMARY KEY("name","trade_key"),
	CONSTRAINT "goods_names_count_non_negative" CHECK ("goods_names"."goods_count" >= 0)
);
--> statement-breakpoint
DROP INDEX "goods_name_trgm";--> statement-breakpoint
DROP INDEX "goods_trade_name_trgm";--> statement-breakpoint
DROP INDEX "goods_pinyin_initials_trgm";--> statement-breakpoint
DROP INDEX "goods_pinyin_full_trgm";--> statement-breakpoint
DROP INDEX "goods_name_bigrams_trgm";--> statement-breakpoint
CREATE INDEX "goods_names_name_trgm" ON "goods_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_names_trade_key_trgm" ON "goods_names" USING gin ("trade_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_names_pinyin_initials_trgm" ON "goods_names" USING gin ("pinyin_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_names_pinyin_full_trgm" ON "goods_names" USING gin ("pinyin_full" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_names_bigrams_trgm" ON "goods_names" USING gin ((regexp_replace("name", '(..)', ' \1', 'g') || regexp_replace(substr("name", 2), '(..)', ' \1', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_name_key_order" ON "goods" USING btree ("name",coalesce("trade_name", ''),("stock" > 0) DESC,"id");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_order" ON "goods" USING btree ("manufacturer_id",("stock" > 0) DESC,"id");--> statement-breakpoint
-- Hand-written below (drizzle-kit emits neither triggers nor extended statistics).
-- The dictionary follows goods: inserts and deletes per statement (one upsert per batch, not per row), renames
-- per row (rare; stock and price updates never touch it).
CREATE FUNCTION goods_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_names AS d (name, trade_key, pinyin_initials, pinyin_full, goods_count)
  SELECT name, coalesce(trade_name, ''), max(pinyin_initials), max(pinyin_full), count(*)::int
  FROM added GROUP BY 1, 2
  ON CONFLICT (name, trade_key) DO UPDATE SET goods_count = d.goods_count + excluded.goods_count,
    pinyin_initials = excluded.pinyin_initials, pinyin_full = excluded.pinyin_full;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_names_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION goods_names_add();
--> statement-breakpoint
CREATE FUNCTION goods_names_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_names d SET goods_count = d.goods_count - r.n
  FROM (SELECT name, coalesce(trade_name, '') AS trade_key, count(*)::int AS n FROM removed GROUP BY 1, 2) r
  WHERE d.name = r.name AND d.trade_key = r.trade_key;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_names_delete AFTER DELETE ON goods REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION goods_names_remove();
--> statement-breakpoint
CREATE FUNCTION goods_names_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_names SET goods_count = goods_count - 1
  WHERE name = OLD.name AND trade_key = coalesce(OLD.trade_name, '');
  INSERT INTO goods_names AS d (name, trade_key, pinyin_initials, pinyin_full, goods_count)
  VALUES (NEW.name, coalesce(NEW.trade_name, ''), NEW.pinyin_initials, NEW.pinyin_full, 1)
  ON CONFLICT (name, trade_key) DO UPDATE SET goods_count = d.goods_count + 1,
    pinyin_initials = excluded.pinyin_initials, pinyin_full = excluded.pinyin_full;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_names_update AFTER UPDATE OF name, trade_name, pinyin_initials, pinyin_full ON goods
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.trade_name IS DISTINCT FROM NEW.trade_name
    OR OLD.pinyin_initials IS DISTINCT FROM NEW.pinyin_initials OR OLD.pinyin_full IS DISTINCT FROM NEW.pinyin_full)
  EXECUTE FUNCTION goods_names_rename();
--> statement-breakpoint
INSERT INTO goods_names (name, trade_key, pinyin_initials, pinyin_full, goods_count)
SELECT name, coalesce(trade_name, ''), max(pinyin_initials), max(pinyin_full), count(*)::int FROM goods GROUP BY 1, 2;
--> statement-breakpoint
-- Without it the planner multiplies the selectivities of name and trade name, expects ~3 goods per name where
-- there are hundreds, and sorts a bitmap scan instead of walking goods_name_key_order.
CREATE STATISTICS goods_name_key_stats (ndistinct, dependencies, mcv) ON name, (coalesce(trade_name, '')) FROM goods;

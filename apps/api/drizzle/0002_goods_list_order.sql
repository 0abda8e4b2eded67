CREATE INDEX "goods_in_stock_first" ON "goods" USING btree (("stock" > 0) DESC,"id");--> statement-breakpoint
CREATE INDEX "goods_price_fen_id_index" ON "goods" USING btree ("price_fen","id");
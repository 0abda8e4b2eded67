-- Warehouses (issue #26 §2 Goods, docs/console.md 仓库管理). Batches and parcels belong to one; the default one is
-- made here so every existing batch and parcel can be put in it (the seed adds 广州仓).
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_default_active" CHECK (NOT "warehouses"."is_default" OR "warehouses"."active")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_index" ON "warehouses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_index" ON "warehouses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_one_default" ON "warehouses" USING btree ("is_default") WHERE "warehouses"."is_default";--> statement-breakpoint
-- hand-written: the default warehouse, and the function the two columns below default to, so a batch or parcel
-- written without a warehouse (older scripts, test fixtures) is the default warehouse's.
INSERT INTO "warehouses" ("code", "name", "address", "region", "is_default")
VALUES ('WH-WUHAN-1', '武汉一号仓', '武汉市东西湖区金山大道18号', '湖北省武汉市', true);--> statement-breakpoint
CREATE FUNCTION default_warehouse_id() RETURNS integer LANGUAGE sql STABLE
AS $$ SELECT id FROM warehouses WHERE is_default $$;--> statement-breakpoint
ALTER TABLE "goods_batches" DROP CONSTRAINT "goods_batches_goodsId_batchNo_unique";--> statement-breakpoint
ALTER TABLE "goods_batches" ADD COLUMN "warehouse_id" integer DEFAULT default_warehouse_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD COLUMN "warehouse_id" integer DEFAULT default_warehouse_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_goodsId_warehouseId_batchNo_unique" UNIQUE("goods_id","warehouse_id","batch_no");

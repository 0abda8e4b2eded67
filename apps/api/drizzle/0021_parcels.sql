CREATE TABLE "order_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "order_parcels_seq_positive" CHECK ("order_parcels"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'operator' NOT NULL,
	"actor" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD COLUMN "parcel_id" integer;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_tracking" ADD CONSTRAINT "parcel_tracking_parcel_id_order_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."order_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parcels_order_id_seq_index" ON "order_parcels" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_tracking_parcel_id_source_at_description_index" ON "parcel_tracking" USING btree ("parcel_id","source","at","description");--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_parcel_id_order_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."order_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_batches_parcel_id_index" ON "order_line_batches" USING btree ("parcel_id");;--> statement-breakpoint
-- Orders shipped before parcels existed shipped as one parcel: its carrier, tracking number and time are the
-- order's, its operator the one on the order's 已发货 history entry.
INSERT INTO "order_parcels" ("order_id", "seq", "carrier", "tracking_no", "shipped_at", "actor")
SELECT o."id", 1, o."carrier", o."tracking_no", coalesce(o."shipped_at", o."paid_at", o."created_at"),
  coalesce((SELECT e."actor" FROM "order_events" e WHERE e."order_id" = o."id" AND e."status" = 'shipped'
    ORDER BY e."id" LIMIT 1), 'system')
FROM "orders" o
WHERE o."shipped_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "order_lines" l JOIN "order_line_batches" b
  ON b."order_line_id" = l."id" WHERE l."order_id" = o."id");--> statement-breakpoint
UPDATE "order_line_batches" b SET "parcel_id" = p."id"
FROM "order_lines" l JOIN "order_parcels" p ON p."order_id" = l."order_id" AND p."seq" = 1
WHERE l."id" = b."order_line_id";--> statement-breakpoint
ALTER TABLE "order_line_batches" ALTER COLUMN "parcel_id" SET NOT NULL;

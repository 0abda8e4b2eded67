CREATE TABLE "goods_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_fen" integer,
	"fired_price_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "goods_alerts_kind" CHECK ("goods_alerts"."kind" IN ('restock', 'price')),
	CONSTRAINT "goods_alerts_status" CHECK ("goods_alerts"."status" IN ('active', 'fired', 'cancelled')),
	CONSTRAINT "goods_alerts_price" CHECK ("goods_alerts"."kind" = 'restock' OR "goods_alerts"."price_fen" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "goods_alerts" ADD CONSTRAINT "goods_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_alerts" ADD CONSTRAINT "goods_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_alerts" ADD CONSTRAINT "goods_alerts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_alerts_one_active" ON "goods_alerts" USING btree ("user_id","goods_id","kind") WHERE "goods_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "goods_alerts_active" ON "goods_alerts" USING btree ("goods_id") WHERE "goods_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "goods_alerts_user_id_id_index" ON "goods_alerts" USING btree ("user_id","id");
CREATE TABLE "ephedrine_limits" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"per_order_units" integer NOT NULL,
	"per_month_units" integer NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ephedrine_limits_units" CHECK ("ephedrine_limits"."per_order_units" >= 0 AND "ephedrine_limits"."per_month_units" >= "ephedrine_limits"."per_order_units")
);
--> statement-breakpoint
CREATE TABLE "hm_receipts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"id_number" text NOT NULL,
	"received_on" date NOT NULL,
	"confirmed_by" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ephedrine_limits" ADD CONSTRAINT "ephedrine_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hm_receipts" ADD CONSTRAINT "hm_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hm_receipts" ADD CONSTRAINT "hm_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hm_receipts" ADD CONSTRAINT "hm_receipts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A confirmed 含麻 receipt is a record kept by law (docs/regulatory.md "含麻"): nothing updates or deletes it.
CREATE FUNCTION hm_receipts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '含麻回执不能修改或删除';
END $$;--> statement-breakpoint
CREATE TRIGGER hm_receipts_kept BEFORE UPDATE OR DELETE ON "hm_receipts"
  FOR EACH ROW EXECUTE FUNCTION hm_receipts_kept();

CREATE TABLE "cash_voucher_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"after_fen" bigint NOT NULL,
	"order_id" integer,
	"after_sale_request_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_voucher_entries_kind" CHECK ("cash_voucher_entries"."kind" IN ('issue', 'spend', 'return', 'take_back')),
	CONSTRAINT "cash_voucher_entries_amount" CHECK ("cash_voucher_entries"."amount_fen" <> 0 AND "cash_voucher_entries"."after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campaign_id" integer,
	"order_id" integer,
	"title" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"remaining_fen" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_vouchers_amounts" CHECK ("cash_vouchers"."amount_fen" > 0 AND "cash_vouchers"."remaining_fen" BETWEEN 0 AND "cash_vouchers"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "cashback_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rule_text" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"exclude_goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tiers" jsonb NOT NULL,
	"validity_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_campaigns_audience" CHECK ("cashback_campaigns"."audience" IN ('all', 'new_buyer')),
	CONSTRAINT "cashback_campaigns_scope" CHECK ("cashback_campaigns"."scope" IN ('all', 'categories', 'brands', 'goods')),
	CONSTRAINT "cashback_campaigns_status" CHECK ("cashback_campaigns"."status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "cashback_campaigns_window" CHECK ("cashback_campaigns"."ends_at" > "cashback_campaigns"."starts_at"),
	CONSTRAINT "cashback_campaigns_validity" CHECK ("cashback_campaigns"."validity_days" BETWEEN 1 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "order_cashback" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"validity_days" integer NOT NULL,
	"line_ids" integer[] NOT NULL,
	"voucher_id" integer,
	"deducted_fen" bigint DEFAULT 0 NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cashback_amounts" CHECK ("order_cashback"."deducted_fen" >= 0 AND "order_cashback"."owed_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cash_voucher_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_voucher_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_voucher_entries" ADD CONSTRAINT "cash_voucher_entries_voucher_id_cash_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."cash_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_campaign_id_cashback_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."cashback_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cashback" ADD CONSTRAINT "order_cashback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cashback" ADD CONSTRAINT "order_cashback_campaign_id_cashback_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."cashback_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cashback" ADD CONSTRAINT "order_cashback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_voucher_entries_voucher_id_index" ON "cash_voucher_entries" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "cash_voucher_entries_order_id_index" ON "cash_voucher_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cash_vouchers_company_id_ends_at_index" ON "cash_vouchers" USING btree ("company_id","ends_at");--> statement-breakpoint
CREATE INDEX "cash_vouchers_order_id_index" ON "cash_vouchers" USING btree ("order_id");--> statement-breakpoint
-- hand-written (keep at merge): the vouchers' ledger is append-only like points_entries (0013).
CREATE FUNCTION cash_voucher_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cash_voucher_entries is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER cash_voucher_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON cash_voucher_entries
  FOR EACH ROW EXECUTE FUNCTION cash_voucher_entries_append_only();--> statement-breakpoint
CREATE TRIGGER cash_voucher_entries_no_truncate
  BEFORE TRUNCATE ON cash_voucher_entries
  FOR EACH STATEMENT EXECUTE FUNCTION cash_voucher_entries_append_only();

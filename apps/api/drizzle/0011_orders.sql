CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consignee" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" IN ('all', 'categories', 'goods')),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_fen" > 0),
	CONSTRAINT "coupons_threshold_non_negative" CHECK ("coupons"."threshold_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"repaid_fen" bigint DEFAULT 0 NOT NULL,
	"closes_on" date NOT NULL,
	"due_on" date NOT NULL,
	CONSTRAINT "credit_bills_period" UNIQUE("company_id","period"),
	CONSTRAINT "credit_bills_repaid" CHECK ("credit_bills"."repaid_fen" >= 0 AND "credit_bills"."repaid_fen" <= "credit_bills"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"after_fen" bigint NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"bill_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" IN ('balance', 'credit')),
	CONSTRAINT "ledger_entries_kind" CHECK (("ledger_entries"."account" = 'balance' AND "ledger_entries"."kind" IN ('recharge', 'payment', 'refund', 'repayment', 'adjustment')) OR ("ledger_entries"."account" = 'credit' AND "ledger_entries"."kind" IN ('payment', 'refund', 'repayment', 'adjustment'))),
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"command" text NOT NULL,
	"args" jsonb NOT NULL,
	"ok" boolean NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_status" CHECK ("order_events"."status" IN ('unpaid', 'paid', 'shipped', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_line_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"production_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"number" integer NOT NULL,
	"trace_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "order_line_batches_number_positive" CHECK ("order_line_batches"."number" > 0),
	CONSTRAINT "order_line_batches_dates" CHECK ("order_line_batches"."expiry_date" > "order_line_batches"."production_date")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer,
	"combination_id" integer,
	"line_type" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sccj" text DEFAULT '' NOT NULL,
	"ypgg" text DEFAULT '' NOT NULL,
	"pzwh" text DEFAULT '' NOT NULL,
	"bzdw" text DEFAULT '' NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"payable_fen" bigint NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"promotion_id" integer,
	"promotion_units" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_number_positive" CHECK ("order_lines"."number" > 0),
	CONSTRAINT "order_lines_promotion_units" CHECK ("order_lines"."promotion_units" >= 0 AND "order_lines"."promotion_units" <= "order_lines"."number"),
	CONSTRAINT "order_lines_money" CHECK ("order_lines"."price_fen" >= 0 AND "order_lines"."amount_fen" >= 0 AND "order_lines"."discount_fen" >= 0 AND "order_lines"."payable_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"address" jsonb NOT NULL,
	"invoice_type" text DEFAULT 'none' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"goods_total_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"user_coupon_id" integer,
	"coupon_fen" bigint DEFAULT 0 NOT NULL,
	"shipping_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"pay_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	CONSTRAINT "orders_orderSn_unique" UNIQUE("order_sn"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('unpaid', 'paid', 'shipped', 'completed', 'cancelled')),
	CONSTRAINT "orders_invoice_type" CHECK ("orders"."invoice_type" IN ('none', 'e_normal', 'e_special')),
	CONSTRAINT "orders_money_non_negative" CHECK ("orders"."goods_total_fen" >= 0 AND "orders"."discount_fen" >= 0 AND "orders"."coupon_fen" >= 0 AND "orders"."shipping_fen" >= 0 AND "orders"."total_fen" >= 0 AND "orders"."paid_fen" >= 0),
	CONSTRAINT "orders_paid_within_total" CHECK ("orders"."paid_fen" <= "orders"."total_fen")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_method" CHECK ("payments"."method" IN ('balance', 'credit', 'transfer')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('pending', 'paid', 'cancelled', 'refunded')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_purchases" (
	"promotion_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_purchases_promotion_id_goods_id_company_id_pk" PRIMARY KEY("promotion_id","goods_id","company_id"),
	CONSTRAINT "promotion_purchases_units_non_negative" CHECK ("promotion_purchases"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"credit_limit_fen" bigint DEFAULT 0 NOT NULL,
	"credit_used_fen" bigint DEFAULT 0 NOT NULL,
	"billing_day" smallint DEFAULT 0 NOT NULL,
	"due_days" smallint DEFAULT 15 NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance_fen" >= 0),
	CONSTRAINT "wallets_credit_within_limit" CHECK ("wallets"."credit_used_fen" >= 0 AND "wallets"."credit_used_fen" <= "wallets"."credit_limit_fen"),
	CONSTRAINT "wallets_billing_day" CHECK ("wallets"."billing_day" BETWEEN 0 AND 28),
	CONSTRAINT "wallets_due_days" CHECK ("wallets"."due_days" BETWEEN 0 AND 90)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_purchases" ADD CONSTRAINT "promotion_purchases_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_purchases" ADD CONSTRAINT "promotion_purchases_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_purchases" ADD CONSTRAINT "promotion_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_id_index" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("company_id") WHERE "addresses"."is_default" AND "addresses"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_id_account_created_at_index" ON "ledger_entries" USING btree ("company_id","account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_id_index" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ops_audit_at_index" ON "ops_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "order_events_order_id_index" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_batches_order_line_id_index" ON "order_line_batches" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_index" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_company_id_created_at_index" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_index" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_shipped_at" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'shipped';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_coupon" ON "orders" USING btree ("user_coupon_id") WHERE "orders"."user_coupon_id" IS NOT NULL AND "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payments_order_id_index" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference" ON "payments" USING btree ("reference") WHERE "payments"."reference" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" IN ('paid', 'refunded');--> statement-breakpoint
CREATE INDEX "user_coupons_company_id_index" ON "user_coupons" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_coupons_used_order_id_index" ON "user_coupons" USING btree ("used_order_id");--> statement-breakpoint
-- The ledger is append-only: a correction is a new entry, never an edit (docs/orders-and-payment.md).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();

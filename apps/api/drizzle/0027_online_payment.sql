CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"method" text NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"out_trade_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_trade_no" text,
	"qr_code" text DEFAULT '' NOT NULL,
	"pay_url" text DEFAULT '' NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"balance_released" boolean DEFAULT false NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "online_payments_outTradeNo_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "online_payments_method" CHECK ("online_payments"."method" IN ('alipay', 'wechat')),
	CONSTRAINT "online_payments_purpose" CHECK ("online_payments"."purpose" IN ('order', 'recharge')),
	CONSTRAINT "online_payments_status" CHECK ("online_payments"."status" IN ('pending', 'paid', 'closed', 'refunded')),
	CONSTRAINT "online_payments_amount_positive" CHECK ("online_payments"."amount_fen" > 0),
	CONSTRAINT "online_payments_balance" CHECK ("online_payments"."balance_fen" >= 0 AND ("online_payments"."balance_fen" = 0 OR "online_payments"."purpose" = 'order')),
	CONSTRAINT "online_payments_refunded" CHECK ("online_payments"."refunded_fen" >= 0 AND "online_payments"."refunded_fen" <= "online_payments"."amount_fen"),
	CONSTRAINT "online_payments_order" CHECK (("online_payments"."purpose" = 'order') = ("online_payments"."order_id" IS NOT NULL AND "online_payments"."payment_id" IS NOT NULL)),
	CONSTRAINT "online_payments_paid_trade" CHECK ("online_payments"."status" = 'pending' OR "online_payments"."status" = 'closed' OR "online_payments"."provider_trade_no" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "online_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"online_payment_id" integer NOT NULL,
	"out_refund_no" text NOT NULL,
	"key" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"error" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "online_refunds_outRefundNo_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "online_refunds_key" UNIQUE("online_payment_id","key"),
	CONSTRAINT "online_refunds_status" CHECK ("online_refunds"."status" IN ('pending', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "online_refunds_amount_positive" CHECK ("online_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"bill_date" date NOT NULL,
	"statement_rows" integer NOT NULL,
	"our_rows" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" text NOT NULL,
	CONSTRAINT "statement_checks_day" UNIQUE("method","bill_date")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_trade" ON "online_payments" USING btree ("method","provider_trade_no") WHERE "online_payments"."provider_trade_no" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "online_payments_order_id_index" ON "online_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_payments_company_id_created_at_index" ON "online_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_pending" ON "online_payments" USING btree ("expires_at") WHERE "online_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "online_payments_paid_at" ON "online_payments" USING btree ("method","paid_at");--> statement-breakpoint
CREATE INDEX "online_refunds_open" ON "online_refunds" USING btree ("created_at") WHERE "online_refunds"."status" IN ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "online_refunds_settled_at" ON "online_refunds" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_created_at_index" ON "payment_notifications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" IN ('balance', 'credit', 'transfer', 'alipay', 'wechat'));
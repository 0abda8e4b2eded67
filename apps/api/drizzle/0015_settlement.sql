CREATE TABLE "bill_repayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	CONSTRAINT "bill_repayments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bill_repayments_status" CHECK ("bill_repayments"."status" IN ('pending', 'confirmed')),
	CONSTRAINT "bill_repayments_amount_positive" CHECK ("bill_repayments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	CONSTRAINT "order_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "order_invoices_number" CHECK ("order_invoices"."number" ~ '^[0-9]{20}$')
);
--> statement-breakpoint
ALTER TABLE "bill_repayments" ADD CONSTRAINT "bill_repayments_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_repayments" ADD CONSTRAINT "bill_repayments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_repayments_company_id_index" ON "bill_repayments" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_repayments_one_pending" ON "bill_repayments" USING btree ("bill_id") WHERE "bill_repayments"."status" = 'pending';
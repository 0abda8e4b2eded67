CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_line_id" integer,
	"original_line_id" integer,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reversed_number" integer DEFAULT 0 NOT NULL,
	"reversed_fen" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_lines_number" CHECK ("invoice_lines"."number" >= 0),
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount_fen" >= 0),
	CONSTRAINT "invoice_lines_reversed_within" CHECK ("invoice_lines"."reversed_number" >= 0 AND "invoice_lines"."reversed_number" <= "invoice_lines"."number" AND "invoice_lines"."reversed_fen" >= 0 AND "invoice_lines"."reversed_fen" <= "invoice_lines"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_id" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_number" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'issuing' NOT NULL,
	"reason" text,
	"number" text,
	"issued_on" date,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" text NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('blue', 'red')),
	CONSTRAINT "invoices_type" CHECK ("invoices"."type" IN ('e_normal', 'e_special')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('issuing', 'issued', 'withdrawn')),
	CONSTRAINT "invoices_reason" CHECK ("invoices"."reason" IS NULL OR "invoices"."reason" IN ('return', 'error', 'allowance')),
	CONSTRAINT "invoices_number" CHECK ("invoices"."number" ~ '^[0-9]{20}$'),
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_fen" >= 0),
	CONSTRAINT "invoices_red_shape" CHECK (("invoices"."kind" = 'blue') = ("invoices"."original_id" IS NULL AND "invoices"."reason" IS NULL)),
	CONSTRAINT "invoices_issued_shape" CHECK (("invoices"."status" = 'issued') = ("invoices"."number" IS NOT NULL AND "invoices"."issued_on" IS NOT NULL)),
	CONSTRAINT "invoices_red_never_withdrawn" CHECK ("invoices"."kind" = 'blue' OR "invoices"."status" <> 'withdrawn')
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_original_line_id_invoice_lines_id_fk" FOREIGN KEY ("original_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_id_invoices_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_index" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_id_index" ON "invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_requested_at_index" ON "invoices" USING btree ("company_id","requested_at");--> statement-breakpoint
CREATE INDEX "invoices_order_id_index" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issuing" ON "invoices" USING btree ("requested_at") WHERE "invoices"."status" = 'issuing';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_waiting_blue" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'blue' AND "invoices"."status" = 'issuing';
--> statement-breakpoint
-- The numbers `ops invoice` recorded (order_invoices, one per order) become issued blue invoices with the order's
-- lines as paid (and the shipping fee as a line), titled from the company's invoice details at this moment.
INSERT INTO "invoices" ("company_id", "order_id", "kind", "type", "title", "tax_number", "amount_fen", "status",
  "number", "issued_on", "requested_at", "requested_by", "issued_at", "issued_by")
SELECT o."company_id", o."id", 'blue', CASE WHEN o."invoice_type" = 'e_special' THEN 'e_special' ELSE 'e_normal' END,
  coalesce(c."invoice"->>'title', c."name"), coalesce(c."invoice"->>'tax_number', ''), o."paid_fen", 'issued',
  i."number", (i."issued_at" AT TIME ZONE 'Asia/Shanghai')::date, i."issued_at", i."issued_by", i."issued_at", i."issued_by"
FROM "order_invoices" i JOIN "orders" o ON o."id" = i."order_id" JOIN "companies" c ON c."id" = o."company_id";--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "order_line_id", "name", "spec", "unit", "number", "amount_fen", "sort")
SELECT v."id", l."id", l."name", l."ypgg", l."bzdw", l."number", l."payable_fen", l."sort"
FROM "invoices" v JOIN "order_lines" l ON l."order_id" = v."order_id"
WHERE l."payable_fen" > 0;--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "name", "unit", "number", "amount_fen", "sort")
SELECT v."id", '运费', '次', 1, o."shipping_fen", 1000000
FROM "invoices" v JOIN "orders" o ON o."id" = v."order_id" WHERE o."shipping_fen" > 0;--> statement-breakpoint
UPDATE "invoices" v SET "amount_fen" = (SELECT coalesce(sum(l."amount_fen"), 0) FROM "invoice_lines" l WHERE l."invoice_id" = v."id");--> statement-breakpoint
DROP TABLE "order_invoices" CASCADE;

CREATE TABLE "after_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_events_status" CHECK ("after_sale_events"."status" IN ('pending', 'approved', 'shipped_back', 'received', 'refunded', 'exchanged', 'documents_sent', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "after_sale_exclusions" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_images" (
	"request_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "after_sale_images_request_id_upload_id_pk" PRIMARY KEY("request_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"number" integer NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "after_sale_lines_number_positive" CHECK ("after_sale_lines"."number" > 0),
	CONSTRAINT "after_sale_lines_refund_non_negative" CHECK ("after_sale_lines"."refund_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "after_sale_quantities" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"delivered" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "after_sale_quantities_held" CHECK ("after_sale_quantities"."held" >= 0 AND "after_sale_quantities"."held" <= "after_sale_quantities"."delivered")
);
--> statement-breakpoint
CREATE TABLE "after_sale_refunds" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"method" text,
	"amount_fen" bigint NOT NULL,
	"to_credit_fen" bigint DEFAULT 0 NOT NULL,
	"to_balance_fen" bigint DEFAULT 0 NOT NULL,
	"to_online_fen" bigint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_refunds_split" CHECK ("after_sale_refunds"."amount_fen" >= 0 AND "after_sale_refunds"."to_credit_fen" >= 0 AND "after_sale_refunds"."to_balance_fen" >= 0 AND "after_sale_refunds"."to_online_fen" >= 0 AND "after_sale_refunds"."to_credit_fen" + "after_sale_refunds"."to_balance_fen" + "after_sale_refunds"."to_online_fen" = "after_sale_refunds"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "after_sale_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"return_address" text DEFAULT '' NOT NULL,
	"return_deadline" timestamp with time zone,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"saleable" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_requests_type" CHECK ("after_sale_requests"."type" IN ('return', 'refund', 'exchange', 'documents')),
	CONSTRAINT "after_sale_requests_status" CHECK ("after_sale_requests"."status" IN ('pending', 'approved', 'shipped_back', 'received', 'refunded', 'exchanged', 'documents_sent', 'rejected', 'cancelled')),
	CONSTRAINT "after_sale_requests_reason" CHECK ("after_sale_requests"."reason" IN ('damaged', 'wrong_goods', 'wrong_batch', 'short_delivery', 'near_expiry', 'quality', 'not_received', 'missing_documents', 'ordered_by_mistake', 'other'))
);
--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_request_id_after_sale_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_exclusions" ADD CONSTRAINT "after_sale_exclusions_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_images" ADD CONSTRAINT "after_sale_images_request_id_after_sale_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_images" ADD CONSTRAINT "after_sale_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_request_id_after_sale_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_quantities" ADD CONSTRAINT "after_sale_quantities_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_request_id_after_sale_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_request_id_index" ON "after_sale_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "after_sale_images_upload_id_index" ON "after_sale_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_request_id_index" ON "after_sale_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_order_line_id_index" ON "after_sale_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sale_refunds_order_id_index" ON "after_sale_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sale_requests_company_id_created_at_index" ON "after_sale_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sale_requests_order_id_index" ON "after_sale_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sale_requests_status_created_at_index" ON "after_sale_requests" USING btree ("status","created_at");
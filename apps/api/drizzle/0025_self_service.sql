CREATE TABLE "cart_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type" CHECK ("feedback"."type" IN ('product', 'order', 'delivery', 'website', 'other'))
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"feedback_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "feedback_images_feedback_id_position_pk" PRIMARY KEY("feedback_id","position"),
	CONSTRAINT "feedback_images_uploadId_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "item_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"price_fen" integer,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"goods_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'form' NOT NULL,
	"answered_by" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_requests_status" CHECK ("item_requests"."status" IN ('pending', 'listed', 'unavailable')),
	CONSTRAINT "item_requests_source" CHECK ("item_requests"."source" IN ('form', 'import')),
	CONSTRAINT "item_requests_number_positive" CHECK ("item_requests"."number" > 0),
	CONSTRAINT "item_requests_price_non_negative" CHECK ("item_requests"."price_fen" IS NULL OR "item_requests"."price_fen" >= 0),
	CONSTRAINT "item_requests_answer" CHECK (("item_requests"."status" = 'pending') OR ("item_requests"."status" = 'listed' AND "item_requests"."goods_id" IS NOT NULL)
        OR ("item_requests"."status" = 'unavailable' AND "item_requests"."reason" <> ''))
);
--> statement-breakpoint
ALTER TABLE "cart_imports" ADD CONSTRAINT "cart_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_imports_user_id_created_at_index" ON "cart_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_company_id_id_index" ON "feedback" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "feedback_replied_at_id_index" ON "feedback" USING btree ("replied_at","id");--> statement-breakpoint
CREATE INDEX "item_requests_company_id_id_index" ON "item_requests" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "item_requests_status_id_index" ON "item_requests" USING btree ("status","id");
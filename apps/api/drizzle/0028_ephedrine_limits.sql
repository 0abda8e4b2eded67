CREATE TABLE "ephedrine_limits" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"per_order_units" integer NOT NULL,
	"per_month_units" integer NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ephedrine_limits_units" CHECK ("ephedrine_limits"."per_order_units" >= 0 AND "ephedrine_limits"."per_month_units" >= "ephedrine_limits"."per_order_units")
);
--> statement-breakpoint
ALTER TABLE "ephedrine_limits" ADD CONSTRAINT "ephedrine_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
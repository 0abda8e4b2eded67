CREATE TABLE "company_review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"step" text NOT NULL,
	"stage" text,
	"actor" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_review_events_step" CHECK ("company_review_events"."step" IN ('submitted', 'first_passed', 'approved', 'rejected', 'scope_changed')),
	CONSTRAINT "company_review_events_stage" CHECK ("company_review_events"."stage" IS NULL OR "company_review_events"."stage" IN ('first', 'quality'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_reviewed_by" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_review_events" ADD CONSTRAINT "company_review_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_review_events_company_id_id_index" ON "company_review_events" USING btree ("company_id","id");
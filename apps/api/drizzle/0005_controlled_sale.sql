CREATE TABLE "controlled_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "controlled_applications_status" CHECK ("controlled_applications"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "controlled_applications_decided" CHECK (("controlled_applications"."status" = 'pending') = ("controlled_applications"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "controlled_programme_goods" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controlled_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"manufacturer_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "controlled_programmes_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "controlled_applications" ADD CONSTRAINT "controlled_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_applications" ADD CONSTRAINT "controlled_applications_programme_id_controlled_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."controlled_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_applications" ADD CONSTRAINT "controlled_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_programme_goods" ADD CONSTRAINT "controlled_programme_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_programme_goods" ADD CONSTRAINT "controlled_programme_goods_programme_id_controlled_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."controlled_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_programmes" ADD CONSTRAINT "controlled_programmes_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "controlled_applications_live" ON "controlled_applications" USING btree ("company_id","programme_id") WHERE "controlled_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "controlled_applications_company_id_created_at_index" ON "controlled_applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "controlled_programme_goods_programme_id_index" ON "controlled_programme_goods" USING btree ("programme_id");
CREATE TABLE "contract_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"required_from" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" DROP CONSTRAINT "contract_signatures_pkey";--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_company_id_version_pk" PRIMARY KEY("company_id","version");--> statement-breakpoint
CREATE INDEX "contract_versions_published_at_index" ON "contract_versions" USING btree ("published_at");

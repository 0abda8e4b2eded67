CREATE TABLE "operator_roles" (
	"operator_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "operator_roles_operator_id_role_pk" PRIMARY KEY("operator_id","role"),
	CONSTRAINT "operator_roles_role" CHECK ("operator_roles"."role" IN ('review', 'warehouse', 'finance', 'service', 'operations', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "source" text DEFAULT 'ops' NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_id_index" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_at_index" ON "operator_sessions" USING btree ("expires_at") WHERE revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX "ops_audit_operator_at_index" ON "ops_audit" USING btree ("operator","at");--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_source" CHECK ("ops_audit"."source" IN ('ops', 'console'));
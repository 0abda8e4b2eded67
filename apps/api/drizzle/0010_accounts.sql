CREATE TABLE "ip_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_requests_action" CHECK ("ip_requests"."action" IN ('phone_check', 'create_code'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_purpose" CHECK ("verification_codes"."purpose" IN ('register', 'reset', 'phone', 'bind')),
	CONSTRAINT "verification_codes_failed_attempts" CHECK ("verification_codes"."failed_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_requests_ip_action_at_index" ON "ip_requests" USING btree ("ip","action","at");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_created_at_index" ON "verification_codes" USING btree ("phone","created_at");
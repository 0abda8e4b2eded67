CREATE TABLE "wechat_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unionid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bindings_unionid_unique" UNIQUE("unionid")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_user_id" integer;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
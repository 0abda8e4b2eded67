CREATE TABLE "pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

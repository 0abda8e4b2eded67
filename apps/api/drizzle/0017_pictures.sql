CREATE TABLE "pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"svg" text NOT NULL,
	"scale" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_scale" CHECK ("pictures"."scale" IN (1, 2))
);

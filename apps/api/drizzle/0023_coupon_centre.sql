ALTER TABLE "coupons" DROP CONSTRAINT "coupons_scope";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_amount_positive";--> statement-breakpoint
DROP INDEX "user_coupons_company_id_index";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "rate_percent" smallint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "exclude_goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "with_full_amount" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_buyer_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claim_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claim_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "validity_days" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "with_coupon" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Existing templates are claimable while they are valid; coupons already held keep their template's dates.
UPDATE "coupons" SET "claim_starts_at" = "starts_at", "claim_ends_at" = "ends_at";--> statement-breakpoint
UPDATE "user_coupons" uc SET "starts_at" = c."starts_at", "ends_at" = c."ends_at" FROM "coupons" c WHERE c."id" = uc."coupon_id";--> statement-breakpoint
UPDATE "coupons" c SET "claimed_count" = (SELECT count(*) FROM "user_coupons" uc WHERE uc."coupon_id" = c."id");--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "claim_starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "claim_ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "user_coupons_company_id_coupon_id_index" ON "user_coupons" USING btree ("company_id","coupon_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" IN ('amount', 'discount'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_audience" CHECK ("coupons"."audience" IN ('all', 'new_buyer'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_status" CHECK ("coupons"."status" IN ('active', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_non_negative" CHECK ("coupons"."amount_fen" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_rate" CHECK (("coupons"."kind" = 'discount') = ("coupons"."rate_percent" IS NOT NULL) AND coalesce("coupons"."rate_percent" BETWEEN 1 AND 99, true));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_claimed_within_total" CHECK ("coupons"."claimed_count" >= 0 AND ("coupons"."total_quantity" IS NULL OR "coupons"."claimed_count" <= "coupons"."total_quantity"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_buyer_positive" CHECK ("coupons"."per_buyer_limit" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_validity_days_positive" CHECK ("coupons"."validity_days" IS NULL OR "coupons"."validity_days" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" IN ('all', 'categories', 'brands', 'goods'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_fen" > 0 OR "coupons"."kind" = 'discount');
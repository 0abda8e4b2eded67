ALTER TABLE "after_sale_lines" ADD COLUMN "follows_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_of_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_buy" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_get" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "split_of_line_id" integer;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_follows_line_id_order_lines_id_fk" FOREIGN KEY ("follows_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gift_of_line_id_order_lines_id_fk" FOREIGN KEY ("gift_of_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_split_of_line_id_order_lines_id_fk" FOREIGN KEY ("split_of_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gift_rule" CHECK (("order_lines"."gift_of_line_id" IS NULL AND "order_lines"."gift_buy" IS NULL AND "order_lines"."gift_get" IS NULL) OR ("order_lines"."is_gift" AND "order_lines"."gift_buy" > 0 AND "order_lines"."gift_get" > 0));
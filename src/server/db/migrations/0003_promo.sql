CREATE TABLE "app_settings" (
	"package_name" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"package_name" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"quota" bigint NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reserved_order_id" bigint,
	"reserved_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amounts" CHECK ("coupons"."amount" > 0 AND "coupons"."quota" >= 0),
	CONSTRAINT "coupons_reservation" CHECK (("coupons"."status" = 'available') = ("coupons"."reserved_order_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "draw_rights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"draw_right_id" bigint NOT NULL,
	"prize_id" text NOT NULL,
	"prize_kind" text NOT NULL,
	"roll" integer NOT NULL,
	"total_weight" integer NOT NULL,
	"coupon_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market" text NOT NULL,
	"package_name" text NOT NULL,
	"product_id" bigint,
	"title" text NOT NULL,
	"logo_url" text,
	"currency" text NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"min_days" integer,
	"max_days" integer,
	"daily_interest_ppm" integer,
	"rate_text_key" text,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_offers_figures" CHECK ("market_offers"."product_id" IS NOT NULL OR ("market_offers"."min_amount" IS NOT NULL AND "market_offers"."max_amount" IS NOT NULL AND "market_offers"."max_amount" >= "market_offers"."min_amount"))
);
--> statement-breakpoint
CREATE TABLE "promo_settings" (
	"package_name" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_package_name_apps_package_name_fk" FOREIGN KEY ("package_name") REFERENCES "public"."apps"("package_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_package_name_apps_package_name_fk" FOREIGN KEY ("package_name") REFERENCES "public"."apps"("package_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reserved_order_id_loan_orders_id_fk" FOREIGN KEY ("reserved_order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_rights" ADD CONSTRAINT "draw_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_draw_right_id_draw_rights_id_fk" FOREIGN KEY ("draw_right_id") REFERENCES "public"."draw_rights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offers" ADD CONSTRAINT "market_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_settings" ADD CONSTRAINT "promo_settings_package_name_apps_package_name_fk" FOREIGN KEY ("package_name") REFERENCES "public"."apps"("package_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_settings_app_key_uq" ON "app_settings" USING btree ("package_name","key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_source_uq" ON "coupons" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_per_order_uq" ON "coupons" USING btree ("reserved_order_id") WHERE "coupons"."status" IN ('reserved', 'used');--> statement-breakpoint
CREATE UNIQUE INDEX "draw_rights_source_uq" ON "draw_rights" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "draw_rights_user_unused_idx" ON "draw_rights" USING btree ("user_id") WHERE "draw_rights"."used_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_right_uq" ON "lottery_draws" USING btree ("draw_right_id");--> statement-breakpoint
CREATE INDEX "lottery_draws_user_idx" ON "lottery_draws" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "market_offers_market_idx" ON "market_offers" USING btree ("market","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "market_offers_product_uq" ON "market_offers" USING btree ("product_id");
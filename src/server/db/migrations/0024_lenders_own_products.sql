-- The lender's own products (decision 0073). A product is offered only once its prices were
-- approved; the products already here were set up by the seed or by hand and count as approved.
ALTER TABLE "products" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "products" SET "approved_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offered_approved" CHECK (NOT "products"."active" OR "products"."approved_at" IS NOT NULL);
--> statement-breakpoint
CREATE TABLE "product_changes" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
  "product_id" bigint NOT NULL,
  "kind" text NOT NULL,
  "proposed" jsonb NOT NULL,
  "previous" jsonb,
  "status" text DEFAULT 'pending' NOT NULL,
  "requested_by" text NOT NULL,
  "requested_by_id" bigint,
  "requested_at" timestamp with time zone NOT NULL,
  "decided_by" text,
  "decided_by_id" bigint,
  "decided_at" timestamp with time zone,
  "reason" text
);
--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_requested_by_id_operators_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_decided_by_id_operators_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_changes_one_pending_uq" ON "product_changes" USING btree ("product_id") WHERE "product_changes"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "product_changes_status_idx" ON "product_changes" USING btree ("status","id");
--> statement-breakpoint
-- A signed loan keeps its penalty and rollover terms: frozen on the order like the rest of its
-- quote. Loans signed before this read them from their product, which no one could change
-- without the audit log; they take the product's terms as they are now.
ALTER TABLE "loan_orders" ADD COLUMN "penalty_ppm_per_day" integer;
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "rollover_fee_ppm" integer;
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "rollover_days" integer;
--> statement-breakpoint
UPDATE "loan_orders" AS o SET "penalty_ppm_per_day" = p."penalty_ppm_per_day", "rollover_fee_ppm" = p."rollover_fee_ppm", "rollover_days" = p."rollover_days"
FROM "products" AS p WHERE p."id" = o."product_id" AND o."confirmed_at" IS NOT NULL;

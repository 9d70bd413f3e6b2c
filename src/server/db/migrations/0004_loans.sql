CREATE TABLE "agreement_acceptances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text DEFAULT 'loan' NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"html" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"score" integer,
	"limit" bigint NOT NULL,
	"reasons" jsonb NOT NULL,
	"config_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"limit" bigint NOT NULL,
	"reason" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"failure_code" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "daily_interest_ppm" integer;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "processing_fee" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "fee_tax" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "interest" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "received" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "repayment" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "due_date" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "apr_bps" integer;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "cat_bps" integer;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "reloan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "approved_limit" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "lending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "disbursed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "pay_fail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "personal_data_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD CONSTRAINT "credit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_order_kind_uq" ON "agreement_acceptances" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_user_idx" ON "agreement_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_order_uq" ON "assessments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_key_uq" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_order_attempt_uq" ON "payouts" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_live_uq" ON "payouts" USING btree ("order_id") WHERE "payouts"."status" IN ('pending', 'succeeded');
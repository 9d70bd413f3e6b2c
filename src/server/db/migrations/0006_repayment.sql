CREATE TABLE "incoming_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incoming_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"event_id" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"account_number" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"instrument_id" bigint,
	"order_id" bigint,
	"ledger_transaction_id" bigint,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instruments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"provider_ref" text NOT NULL,
	"account_number" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "repayment_vouchers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repayment_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"paid_on" text,
	"note" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refuse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollovers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"extension_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"previous_due_date" text NOT NULL,
	"new_due_date" text NOT NULL,
	"instrument_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_instrument_id_payment_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."payment_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_vouchers" ADD CONSTRAINT "repayment_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_vouchers" ADD CONSTRAINT "repayment_vouchers_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollovers" ADD CONSTRAINT "rollovers_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollovers" ADD CONSTRAINT "rollovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollovers" ADD CONSTRAINT "rollovers_instrument_id_payment_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."payment_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_payments_event_uq" ON "incoming_payments" USING btree ("vendor","event_id");--> statement-breakpoint
CREATE INDEX "incoming_payments_outcome_idx" ON "incoming_payments" USING btree ("outcome","created_at");--> statement-breakpoint
CREATE INDEX "incoming_payments_order_idx" ON "incoming_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instruments_reference_uq" ON "payment_instruments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_instruments_order_idx" ON "payment_instruments" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "payment_instruments_account_idx" ON "payment_instruments" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_vouchers_file_uq" ON "repayment_vouchers" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "repayment_vouchers_user_idx" ON "repayment_vouchers" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE INDEX "repayment_vouchers_status_idx" ON "repayment_vouchers" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rollovers_extension_no_uq" ON "rollovers" USING btree ("extension_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rollovers_order_seq_uq" ON "rollovers" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "rollovers_one_pending_uq" ON "rollovers" USING btree ("order_id") WHERE "rollovers"."status" = 'pending';
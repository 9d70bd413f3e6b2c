CREATE TABLE "reconcile_checks" (
	"subject" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 1 NOT NULL,
	"last_outcome" text,
	CONSTRAINT "reconcile_checks_pk" PRIMARY KEY ("subject", "subject_id")
);
--> statement-breakpoint
CREATE TABLE "reconcile_differences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconcile_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"vendor" text NOT NULL,
	"vendor_id" text NOT NULL,
	"our_reference" text,
	"kind" text NOT NULL,
	"currency" text,
	"amount_vendor" bigint,
	"amount_ledger" bigint,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "reconcile_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconcile_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"vendor_items" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL,
	"error" text,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reconcile_differences_uq" ON "reconcile_differences" USING btree ("subject","vendor","vendor_id","kind");--> statement-breakpoint
CREATE INDEX "reconcile_differences_open_idx" ON "reconcile_differences" USING btree ("found_at","id") WHERE "reconcile_differences"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reconcile_runs_ran_idx" ON "reconcile_runs" USING btree ("provider","subject","ran_at");--> statement-breakpoint
CREATE INDEX "payment_instruments_open_idx" ON "payment_instruments" USING btree ("created_at","id") WHERE "payment_instruments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at","id") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "credit_refunds_pending_idx" ON "credit_refunds" USING btree ("created_at","id") WHERE "credit_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_entries_borrower_credit_idx" ON "ledger_entries" USING btree ("order_id","created_at") WHERE "ledger_entries"."account" = 'borrowerCredit';--> statement-breakpoint
CREATE INDEX "incoming_payments_paid_idx" ON "incoming_payments" USING btree ("paid_at");

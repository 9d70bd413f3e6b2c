-- Loan adjustments with maker-checker (issue 32, decision 0087): waivers, write-offs and
-- restructures, each requested by one operator and approved or rejected by another. A written-off
-- loan keeps its SPEC status (3 Overdued) and carries the time it was written off.
ALTER TABLE "loan_orders" ADD COLUMN "written_off_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "loan_adjustments" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
  "order_id" bigint NOT NULL,
  "user_id" bigint NOT NULL,
  "kind" text NOT NULL,
  "amount" bigint NOT NULL,
  "currency" text NOT NULL,
  "new_due_date" text,
  "previous_due_date" text NOT NULL,
  "reason" text NOT NULL,
  "status" text DEFAULT 'requested' NOT NULL,
  "requested_by" text NOT NULL,
  "requested_by_id" bigint NOT NULL,
  "requested_at" timestamp with time zone NOT NULL,
  "decided_by" text,
  "decided_by_id" bigint,
  "decided_at" timestamp with time zone,
  "decision_reason" text,
  "transaction_id" bigint,
  CONSTRAINT "loan_adjustments_other_checker" CHECK ("loan_adjustments"."decided_by_id" IS NULL OR "loan_adjustments"."decided_by_id" <> "loan_adjustments"."requested_by_id"),
  CONSTRAINT "loan_adjustments_amount" CHECK ("loan_adjustments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_requested_by_id_operators_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_decided_by_id_operators_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "loan_adjustments_order_idx" ON "loan_adjustments" USING btree ("order_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_adjustments_one_pending_uq" ON "loan_adjustments" USING btree ("order_id","kind") WHERE "loan_adjustments"."status" = 'requested';

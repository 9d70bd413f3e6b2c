-- Issue 31 points 2–3 (decisions 0102–0103): the month's file for each bureau (stored encrypted:
-- it holds identifiers), what it said about each loan, and borrowers' disputes with corrections.
CREATE TABLE "bureau_report_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_report_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market" text NOT NULL,
	"bureau" text NOT NULL,
	"month" text NOT NULL,
	"seq" integer NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_enc" text NOT NULL,
	"file_sha256" text NOT NULL,
	"line_count" integer NOT NULL,
	"corrections" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"detail" text,
	"uploaded_on" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bureau_report_runs_status_check" CHECK ("bureau_report_runs"."status" in ('awaitingUpload', 'uploaded', 'sent', 'refused', 'superseded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_report_runs_month_uq" ON "bureau_report_runs" USING btree ("bureau","month","seq");--> statement-breakpoint
CREATE TABLE "bureau_report_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_report_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"month" text NOT NULL,
	"account_status" text NOT NULL,
	"days_past_due" integer NOT NULL,
	"outstanding" bigint NOT NULL,
	"overdue" bigint NOT NULL,
	"written_off" bigint NOT NULL,
	"currency" text NOT NULL,
	"dispute_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bureau_report_lines" ADD CONSTRAINT "bureau_report_lines_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bureau_report_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_report_lines" ADD CONSTRAINT "bureau_report_lines_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_report_lines" ADD CONSTRAINT "bureau_report_lines_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bureau_report_lines_order_idx" ON "bureau_report_lines" USING btree ("order_id","month");--> statement-breakpoint
CREATE INDEX "bureau_report_lines_run_idx" ON "bureau_report_lines" USING btree ("run_id");--> statement-breakpoint
CREATE TABLE "bureau_disputes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"month" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"corrected_status" text,
	"corrected_days_past_due" integer,
	"resolution" text,
	"recorded_by" text NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"carried_run_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bureau_disputes_status_check" CHECK ("bureau_disputes"."status" in ('open', 'corrected', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "bureau_disputes" ADD CONSTRAINT "bureau_disputes_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_disputes" ADD CONSTRAINT "bureau_disputes_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_disputes" ADD CONSTRAINT "bureau_disputes_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bureau_report_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_disputes" ADD CONSTRAINT "bureau_disputes_carried_run_id_fk" FOREIGN KEY ("carried_run_id") REFERENCES "public"."bureau_report_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bureau_disputes_order_idx" ON "bureau_disputes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_disputes_one_open_uq" ON "bureau_disputes" USING btree ("line_id") WHERE "bureau_disputes"."status" = 'open';

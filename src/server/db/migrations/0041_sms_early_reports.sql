-- A delivery report that arrives before its message's vendor id is recorded waits here instead of
-- being refused: vendors do not send a refused report again.
CREATE TABLE "sms_early_reports" (
  "vendor" text NOT NULL,
  "vendor_message_id" text NOT NULL,
  "state" text NOT NULL,
  "error_code" text,
  "reported_at" timestamp with time zone NOT NULL,
  CONSTRAINT "sms_early_reports_vendor_vendor_message_id_pk" PRIMARY KEY ("vendor", "vendor_message_id")
);--> statement-breakpoint
CREATE INDEX "sms_early_reports_at_idx" ON "sms_early_reports" USING btree ("reported_at");

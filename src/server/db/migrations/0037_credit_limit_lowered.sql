-- Issue 29 point 4: a limit an approval lowered keeps what it was and why, so Home can say so.
ALTER TABLE "credit_limits" ADD COLUMN "lowered_from" bigint;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD COLUMN "lowered_why" text;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD CONSTRAINT "credit_limits_lowered_why" CHECK ("lowered_why" IS NULL OR "lowered_why" IN ('lateRepayment', 'productCap'));

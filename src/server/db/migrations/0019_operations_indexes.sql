-- What /metrics and the console's alerts read at every scrape, without walking whole tables:
-- pending payouts, recent failures, recent webhooks per vendor.
CREATE INDEX IF NOT EXISTS "payouts_pending_idx" ON "payouts" ("created_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payouts_failed_idx" ON "payouts" ("updated_at") WHERE "status" = 'failed';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_failed_idx" ON "jobs" ("failed_at") WHERE "failed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "incoming_payments_created_idx" ON "incoming_payments" ("created_at", "vendor");

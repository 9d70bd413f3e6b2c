-- Decision 0084: when a closed account's `retain_until` passes, the records kept for the law are
-- erased. `erased_at` says it was done (the sweep claims the rows by setting it, so it runs once
-- even with several instances) and is what operators see on the customer's page.
ALTER TABLE "privacy_requests" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
-- What the sweep reads every hour: the closed accounts still waiting, by date.
CREATE INDEX "privacy_requests_retention_due_idx" ON "privacy_requests" USING btree ("retain_until") WHERE "outcome" = 'closed' AND "erased_at" IS NULL;

-- Every limit counts in one row per (scope, key, window): one INSERT … ON CONFLICT DO UPDATE
-- adds and compares at once, so concurrent requests on any instance cannot all pass a check.
CREATE TABLE "rate_counters" (
  "scope" text NOT NULL,
  "key" text NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "n" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "rate_counters_pk" PRIMARY KEY ("scope", "key", "window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" ("expires_at");
--> statement-breakpoint
DROP TABLE "operator_sign_in_failures";

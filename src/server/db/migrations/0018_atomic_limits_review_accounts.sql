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
-- Numbers that may log in without a code while their app's login code is switched off (store review).
CREATE TABLE "review_accounts" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "package_name" text NOT NULL REFERENCES "apps" ("package_name"),
  "mobile_hash" text NOT NULL,
  "mobile_masked" text NOT NULL,
  "note" text NOT NULL,
  "created_by" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_accounts_app_mobile_uq" ON "review_accounts" ("package_name", "mobile_hash");
--> statement-breakpoint
DROP TABLE "operator_sign_in_failures";

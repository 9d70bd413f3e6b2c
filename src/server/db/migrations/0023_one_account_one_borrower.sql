-- One vendor account, one borrower (decision 0068). Paystack keyed its customers by the e-mail the
-- borrower typed, so a second borrower who typed the same address was recorded with the first
-- one's account. Such a later holder gives the account up: its open instruments on it expire and
-- its row becomes an opening attempt long dead, so the borrower's next request opens their own
-- account (under their own customer now); what they paid into the shared account is for an
-- operator to move.
WITH "later" AS (
  SELECT b."id", b."user_id", b."method", b."account_number" FROM "borrower_collection_accounts" AS b
  WHERE b."account_number" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "borrower_collection_accounts" AS a
    WHERE a."method" = b."method" AND a."account_number" = b."account_number" AND a."id" < b."id"
  )
), "expired" AS (
  UPDATE "payment_instruments" AS i SET "status" = 'expired', "closed_at" = now()
  FROM "later" AS l
  WHERE i."user_id" = l."user_id" AND i."method" = l."method" AND i."account_number" = l."account_number" AND i."status" = 'open'
  RETURNING i."id"
)
UPDATE "borrower_collection_accounts" AS b
SET "account_number" = NULL, "provider_ref" = NULL, "opened_at" = NULL, "claimed_at" = to_timestamp(0)
FROM "later" AS l WHERE b."id" = l."id";
--> statement-breakpoint
DROP INDEX IF EXISTS "borrower_collection_accounts_account_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_collection_accounts_account_uq" ON "borrower_collection_accounts" USING btree ("method","account_number");

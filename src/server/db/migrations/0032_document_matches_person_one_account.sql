-- The document matches the person, one person has one account (decision 0088, issue 30.1 and 30.4).
-- The BVN gets a lookup hash beside its ciphertext, as the CURP and the account number have: the
-- HMAC needs the data key, which SQL does not have, so rows already stored get theirs from the
-- app at its start (fill-bvn-hashes.ts), before it serves.
ALTER TABLE "bank_accounts" ADD COLUMN "bvn_hash" text;
--> statement-breakpoint
CREATE INDEX "bank_accounts_bvn_hash_idx" ON "bank_accounts" USING btree ("bvn_hash") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "bank_accounts_account_hash_idx" ON "bank_accounts" USING btree ("account_hash") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- A clash says which identifier it is about and names the other account for the operator.
ALTER TABLE "identity_clashes" ADD COLUMN "kind" text DEFAULT 'curp' NOT NULL;
--> statement-breakpoint
ALTER TABLE "identity_clashes" ADD COLUMN "other_user_id" bigint REFERENCES "users"("id");
--> statement-breakpoint
UPDATE "identity_clashes" AS c SET "other_user_id" = p."user_id"
FROM "personal_infos" AS p WHERE p."national_id_hash" = c."national_id_hash" AND p."user_id" <> c."user_id";
--> statement-breakpoint
-- What of the INE front disagreed with the typed data at its last reading (null: nothing).
ALTER TABLE "identity_checks" ADD COLUMN "document_mismatch" jsonb;

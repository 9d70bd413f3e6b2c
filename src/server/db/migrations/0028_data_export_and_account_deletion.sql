-- Issue 28 points 3 and 4 (decision 0084). A closed account keeps its row (loans, the ledger and
-- the record-keeping the law asks for point at it) with the time it was closed; sign-in is
-- refused from then on.
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
-- Each data export and deletion request with its outcome: the audit, and what operators see.
-- `mobile_hash` (HMAC of the closed account's number) is how a later sign-in with that number is
-- refused with a clear message once the number itself is erased; `retain_until` is when the
-- records kept for the law may go.
CREATE TABLE "privacy_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile_hash" text,
	"retain_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind" CHECK ("kind" IN ('export', 'delete')),
	CONSTRAINT "privacy_requests_outcome" CHECK ("outcome" IN ('delivered', 'limited', 'refused', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "privacy_requests_closed_mobile_idx" ON "privacy_requests" USING btree ("mobile_hash") WHERE "outcome" = 'closed';

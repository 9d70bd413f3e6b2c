ALTER TABLE "payment_instruments" ADD COLUMN "vendor_reference" text;--> statement-breakpoint
CREATE TABLE "borrower_collection_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "borrower_collection_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"provider_ref" text,
	"account_number" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "borrower_collection_accounts" ADD CONSTRAINT "borrower_collection_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_collection_accounts_user_method_uq" ON "borrower_collection_accounts" USING btree ("user_id","method");--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_collection_accounts_reference_uq" ON "borrower_collection_accounts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "borrower_collection_accounts_account_idx" ON "borrower_collection_accounts" USING btree ("method","account_number");--> statement-breakpoint
CREATE TABLE "unconfirmed_payment_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unconfirmed_payment_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"event_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"account_last4" text,
	"source_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unconfirmed_payment_claims_vendor_idx" ON "unconfirmed_payment_claims" USING btree ("vendor","created_at");

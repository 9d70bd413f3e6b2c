CREATE SEQUENCE "public"."collection_account_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_collection_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_collection_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_collections" (
	"reference" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"account_number" text,
	"cash_reference" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"fingerprint" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"ready_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_collection_payments" ADD CONSTRAINT "sandbox_collection_payments_reference_sandbox_collections_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."sandbox_collections"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collection_payments_event_uq" ON "sandbox_collection_payments" USING btree ("vendor","event_id");--> statement-breakpoint
CREATE INDEX "sandbox_collection_payments_ref_idx" ON "sandbox_collection_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collections_provider_ref_uq" ON "sandbox_collections" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collections_account_uq" ON "sandbox_collections" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collections_cash_uq" ON "sandbox_collections" USING btree ("cash_reference");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_paid_idx" ON "sandbox_payouts" USING btree ("paid_at");
-- Issue 31 point 1 (decisions 0097–0099).
-- The borrower's authorisation to consult a credit bureau, one per order: Mexico's is signed with
-- the code sent by SMS (the NIP), kept with the text's version, when the code was sent and when it
-- was typed, and a keyed hash of the code as proof; Nigeria's is an explicit yes. Kept as the law
-- asks (it is the lender's evidence when a bureau audits a consultation), never edited.
CREATE TABLE "bureau_authorisations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_authorisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"market" text NOT NULL,
	"bureau" text NOT NULL,
	"text_version" text NOT NULL,
	"method" text NOT NULL,
	"code_sent_at" timestamp with time zone,
	"code_proof" text,
	"ip_hash" text NOT NULL,
	"authorised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bureau_authorisations_method_check" CHECK ("bureau_authorisations"."method" in ('code', 'accept')),
	CONSTRAINT "bureau_authorisations_code_check" CHECK ("bureau_authorisations"."method" = 'accept' OR ("bureau_authorisations"."code_proof" IS NOT NULL AND "bureau_authorisations"."code_sent_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bureau_authorisations" ADD CONSTRAINT "bureau_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_authorisations" ADD CONSTRAINT "bureau_authorisations_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_authorisations_order_uq" ON "bureau_authorisations" USING btree ("order_id");--> statement-breakpoint
-- Every consultation asked of a bureau, whatever came of it: who, when, why, under which
-- authorisation, the outcome and the report's counts. Never the report itself.
CREATE TABLE "bureau_inquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"authorisation_id" bigint NOT NULL,
	"bureau" text NOT NULL,
	"purpose" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"summary" jsonb,
	"bureau_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bureau_inquiries_outcome_check" CHECK ("bureau_inquiries"."outcome" in ('found', 'noFile', 'unavailable', 'limited'))
);
--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_authorisation_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."bureau_authorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bureau_inquiries_order_idx" ON "bureau_inquiries" USING btree ("order_id","created_at");

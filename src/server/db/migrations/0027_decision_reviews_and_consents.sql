-- Issue 28 points 2 and 5 (decision 0083).
-- A person reviews a refusal on the borrower's request: one request per decided order (the
-- unique order_id is what makes a second, or the 49 others of 50 at once, do nothing). The
-- operator's written reason stays here and in the audit; the borrower is told the outcome.
CREATE TABLE "decision_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decision_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text,
	CONSTRAINT "decision_reviews_status_check" CHECK ("decision_reviews"."status" in ('pending', 'upheld', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_reviews_order_uq" ON "decision_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "decision_reviews_pending_idx" ON "decision_reviews" USING btree ("status","requested_at");--> statement-breakpoint
-- A consent withdrawn keeps its row (when it was given, under which version) and says when it
-- ended; giving it again is a new row.
ALTER TABLE "consents" ADD COLUMN "withdrawn_at" timestamp with time zone;

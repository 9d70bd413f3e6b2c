-- Interest for the days used (decision 0095). Each product says how its interest is earned:
-- 'daysUsed' (the days the money is out, at least min_interest_days) or 'term' (the whole term).
-- Existing products keep earning for the term until an operator switches them (an approved price
-- change, decision 0073); a loan already signed keeps null on its order: the whole term, as its
-- agreement said.
ALTER TABLE "products" ADD COLUMN "interest_basis" text DEFAULT 'term' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_interest_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "interest_basis" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "min_interest_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_interest_basis" CHECK ("interest_basis" IN ('daysUsed', 'term') AND "min_interest_days" >= 0);--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "interest_basis" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "min_interest_days" integer;

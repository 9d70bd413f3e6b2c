-- Tax where each market's law puts it (decision 0089). Each product gets its rate of tax on
-- interest, penalty and rollover fee: Mexico's products 16 % IVA (LIVA arts. 1, 14, 18), Nigeria's
-- 0 (interest exempt). A pending console change approved later may still change it, with a second
-- operator, like any price.
ALTER TABLE "products" ADD COLUMN "interest_tax_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "interest_tax_ppm" = 160000 WHERE "market" = 'mx';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "interest_tax_ppm" DROP DEFAULT;--> statement-breakpoint
-- A loan keeps the tax it was signed with. Loans signed before this column keep null: their
-- agreement named no tax on interest, penalty or rollover fee, so none is charged on them.
ALTER TABLE "loan_orders" ADD COLUMN "interest_tax" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "interest_tax_ppm" integer;

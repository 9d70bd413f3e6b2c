ALTER TABLE "addition_infos" ADD COLUMN "income_source" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "work_there_time" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "official_email" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "work_pin_code" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "work_city" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "work_county" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "work_address" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "addition_infos" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "personal_infos" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "personal_infos" ADD COLUMN "city_of_birth" text;--> statement-breakpoint
ALTER TABLE "personal_infos" ADD COLUMN "language" text;
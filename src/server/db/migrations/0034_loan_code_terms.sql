-- A loan-signing code names the loan it accepts in its SMS (amount, days, what is received and
-- repaid, by when); the figures are kept with the code so that it signs those figures only.
-- Null for every other code, and for a loan code asked for without figures.
ALTER TABLE "otp_codes" ADD COLUMN "terms" text;

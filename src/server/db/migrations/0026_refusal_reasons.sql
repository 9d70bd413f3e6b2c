-- The borrower's reasons for a refusal (decision 0078): the two or three main ones, as the
-- codes of src/domain/scoring/refusal-reasons.ts, stored with the decision so that what the
-- borrower is told is what was decided. Empty for approvals and reviews, and for refusals
-- made before this column (their borrowers are told the scorecard's stored reasons instead).
ALTER TABLE "assessments" ADD COLUMN "refusal_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;

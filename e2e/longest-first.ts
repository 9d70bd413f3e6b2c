import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser test file took in a clean-clone run on four workers (30 Nov 2026, a loaded
 * machine; only the order matters). Without a record of earlier runs Vitest starts the largest files
 * first, and the longest files here are the smallest (each calls a shared scenario): they started
 * last and ran on alone while the other workers sat idle.
 */
const SECONDS: Record<string, number> = {
  'repay-ng.e2e.ts': 311,
  'identity-proof.e2e.ts': 205,
  'repay-mx.e2e.ts': 200,
  'collections-walk-ng.e2e.ts': 195,
  'home-and-forms.e2e.ts': 194,
  'held-states.e2e.ts': 192,
  'collections-walk-mx.e2e.ts': 177,
  'production-proof-ng.e2e.ts': 172,
  'loan-mx.e2e.ts': 165,
  'loan-ng.e2e.ts': 157,
  'onboarding-mx.e2e.ts': 153,
  'onboarding-ng.e2e.ts': 150,
  'production-artefact.e2e.ts': 149,
  'production-proof-mx.e2e.ts': 145,
  'production-reminders.e2e.ts': 133,
  'me-and-content.e2e.ts': 125,
  'credit-limit.e2e.ts': 118,
  'spec-rows.e2e.ts': 118,
  'production-proof.e2e.ts': 113,
  'console-collections.e2e.ts': 113,
  'console-bureau.e2e.ts': 102,
  'repay-history.e2e.ts': 102,
  'my-data.e2e.ts': 97,
  'console.e2e.ts': 92,
  'borrower-trip.e2e.ts': 92,
  'spec-extras.e2e.ts': 87,
  'offline-shell.e2e.ts': 71,
  'foundation.e2e.ts': 70,
  'decision-review.e2e.ts': 63,
  'console-review-logins.e2e.ts': 55,
  'graceful-shutdown.e2e.ts': 45,
  'bank-and-codes.e2e.ts': 35,
  'first-paint.e2e.ts': 33,
  'complaints.e2e.ts': 32,
  'consents.e2e.ts': 28,
  'sw-update.e2e.ts': 23,
  'two-instances.e2e.ts': 22,
  'static-assets.e2e.ts': 0,
};

const seconds = (file: TestSpecification) => SECONDS[file.moduleId.split('/').pop() ?? ''] ?? Number.MAX_SAFE_INTEGER;

/** Starts the longest files first; a file not in the table (new) goes first, as Vitest runs unknown files first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => seconds(b) - seconds(a));
  }
}

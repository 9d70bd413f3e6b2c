/**
 * Browser test workers, each with its own server. The journeys mostly wait (sandbox payouts, the
 * loan code's pause, polls, an authenticator's next code), so four run side by side on two cores:
 * about 60 % of both cores busy, against 40 % with two (decision 0112).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 4));

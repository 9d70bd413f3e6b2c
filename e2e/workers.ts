/**
 * Browser test workers, each with its own server: the journeys mostly wait (sandbox payouts,
 * polls, the network), ~40% of one core for one file, so two run side by side on two cores.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * Browser test workers, each with its own server. Four run side by side on two cores: on a quiet
 * morning the journeys' waits left the cores 40 % idle with two (decision 0112); on a busy day four
 * keep both cores full (decision 0113), where more would only add load.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 4));

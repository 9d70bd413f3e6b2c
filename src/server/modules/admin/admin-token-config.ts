/** The automation key's shortest length in production: its entropy, not a lockout, stops guessing. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** ADMIN_TOKEN: unset turns the automation key off; in production a set key has at least 32 characters. */
export function readAdminToken(env: NodeJS.ProcessEnv, mode: 'development' | 'production' | 'test'): string | undefined {
  const token = env.ADMIN_TOKEN || undefined;
  if (token && mode === 'production' && token.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`ADMIN_TOKEN must have at least ${MIN_ADMIN_TOKEN_LENGTH} characters in production (e.g. openssl rand -hex 32)`);
  }
  return token;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, type OperatorRole } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashPassword, oneTimePassword } from './password';
import { normaliseEmail } from './sign-in';
import { type ScryptCost } from '../../settings/scrypt-cost';

export interface CreatedOperator {
  id: number;
  email: string;
  role: OperatorRole;
  /** Shown once; only its hash is kept, and it must be changed at first sign-in. */
  oneTimePassword: string;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new operator with a one-time password and no authenticator yet (enrolled at first sign-in). */
export async function createOperator(
  db: Db,
  input: { email: string; role: OperatorRole },
  now: Date,
  cost: ScryptCost,
): Promise<CreatedOperator> {
  const email = normaliseEmail(input.email);
  const password = oneTimePassword();
  const [existing] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email)).limit(1);
  if (existing) throw new ApiError('OPERATOR_EMAIL_TAKEN', 409);
  const [row] = await db
    .insert(operators)
    .values({
      email,
      role: input.role,
      passwordHash: await hashPassword(password, cost),
      passwordMustChange: true,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!row) throw new ApiError('OPERATOR_EMAIL_TAKEN', 409);
  return { id: row.id, email, role: input.role, oneTimePassword: password };
}

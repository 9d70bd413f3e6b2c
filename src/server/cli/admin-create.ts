/**
 * `npm run admin:create -- --email ops@example.com [--role admin|reviewer|collections|collector]`:
 * creates an operator (an admin unless told otherwise) and prints a one-time password. There
 * are no default credentials; the first admin creates the others from the console.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { OPERATOR_ROLES, type OperatorRole } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createOperator, EMAIL, scryptCost } from '../modules/operator';

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
const role = values.role as OperatorRole;
if (!values.email || !EMAIL.test(values.email) || !OPERATOR_ROLES.includes(role)) {
  console.error(`usage: npm run admin:create -- --email <e-mail> [--role ${OPERATOR_ROLES.join('|')}]`);
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await database.migrate();
  const op = await createOperator(database.db, { email: values.email, role }, new Date(), scryptCost(config));
  // The one place a password is printed: to the person running the command, once, on stdout.
  process.stdout.write(
    `Operator ${op.email} (${op.role}) created.\nOne-time password: ${op.oneTimePassword}\n` +
      'Sign in at /admin/ with it: you will enrol an authenticator app and choose a new password.\n',
  );
} catch (err) {
  console.error(
    err instanceof ApiError && err.codeName === 'OPERATOR_EMAIL_TAKEN'
      ? 'An operator with this e-mail already exists.'
      : err,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

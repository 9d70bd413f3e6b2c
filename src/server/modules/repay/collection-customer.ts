import { and, desc, eq, isNull } from 'drizzle-orm';
import { fullName } from '../../../domain/identity/name-match';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { bankAccounts, personalInfos, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { CollectionCustomer } from '../../providers/payments/collections-provider';

/**
 * The borrower as a collection vendor needs them: names, e-mail, mobile (E.164) and, in Nigeria,
 * the BVN with the bank account it came with (Monnify, Flutterwave and Paystack tie every
 * transfer account to a BVN). The BVN and account number are decrypted here only to be sent to
 * the vendor; nothing here is logged or stored.
 */
export async function collectionCustomer(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
): Promise<CollectionCustomer> {
  const [user] = await deps.db
    .select({ mobile: users.mobile, market: users.market })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [person] = await deps.db
    .select({
      firstName: personalInfos.firstName,
      middleName: personalInfos.middleName,
      lastName: personalInfos.lastName,
      email: personalInfos.email,
    })
    .from(personalInfos)
    .where(eq(personalInfos.userId, userId))
    .limit(1);
  const firstName = person?.firstName ?? 'Customer';
  const lastName = person?.lastName ?? String(userId);
  let kyc: CollectionCustomer['kyc'] = null;
  if (user?.market === 'ng') {
    const [account] = await deps.db
      .select({ bvnEnc: bankAccounts.bvnEnc, accountEnc: bankAccounts.accountEnc, bankCode: bankAccounts.bankCode })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
      .orderBy(desc(bankAccounts.isPrimary), desc(bankAccounts.updatedAt))
      .limit(1);
    if (account?.bvnEnc) {
      const cipher = fieldCipher(deps.config.dataKey);
      kyc = {
        bvn: cipher.decrypt(FIELD.bvn, account.bvnEnc),
        bankCode: account.bankCode,
        accountNumber: cipher.decrypt(FIELD.account, account.accountEnc),
      };
    }
  }
  return {
    userId,
    firstName,
    lastName,
    name: person ? fullName(person, user?.market ?? 'ng') : `${firstName} ${lastName}`,
    email: person?.email || null,
    phone: user?.mobile ?? null,
    kyc,
  };
}

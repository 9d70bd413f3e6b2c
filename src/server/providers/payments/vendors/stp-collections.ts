import type {
  CollectedPayment, CollectionInstrument, CollectionMethod, CollectionRequest, CollectionsProvider, OtpResult, VerifyResult,
} from '../collections-provider';
import { stpClabe } from '../account-numbers';

/**
 * STP SPEI deposits: each borrower gets a CLABE of our STP cost centre (our 10-digit prefix + a
 * serial from the database + the control digit); STP needs no call to open it. Money into it
 * arrives only as STP's deposit notification (the webhook), which is authenticated by the token
 * in the URL registered with STP: there is nothing to re-fetch, so `confirmPayment` answers the
 * notification itself and `verifyPayment` has nothing beyond what the notifications brought.
 */
export class StpCollections implements CollectionsProvider {
  readonly name = 'stp';
  readonly methods: readonly CollectionMethod[] = ['stp_clabe'];

  constructor(private readonly cfg: { clabePrefix: string }, private readonly nextSerial: () => Promise<number>) {}

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    const serial = await this.nextSerial();
    if (serial > 9_999_999) throw new RangeError('the STP cost centre has no CLABE serials left: ask STP for another prefix');
    const clabe = stpClabe(this.cfg.clabePrefix, serial);
    return {
      method: req.method, reference: req.reference, providerRef: clabe, kind: 'account', clabe,
      account: { bankName: 'STP', accountNumber: clabe, accountName: 'PRESTA' }, expiresAt: req.expiresAt, amount: null,
    };
  }

  async verifyPayment(): Promise<VerifyResult> {
    return { status: 'pending', payments: [] };
  }

  async verifyOtp(): Promise<OtpResult> {
    return { ok: false, reason: 'unknown_reference' };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    return claimed.vendor === 'stp' && claimed.method === 'stp_clabe' ? claimed : null;
  }
}

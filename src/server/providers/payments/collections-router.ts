import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from './collections-provider';
import type { CashNetwork } from '../../../domain/markets/payment-methods';

/**
 * The one CollectionsProvider the app holds: each method goes to the provider configured for
 * it (the sandbox, or that method's vendor adapter). A method nobody serves is not offered.
 */
export class CollectionsRouter implements CollectionsProvider {
  readonly name = 'router';
  readonly methods: readonly CollectionMethod[];
  private readonly byMethod: ReadonlyMap<CollectionMethod, CollectionsProvider>;

  /**
   * `offered`: the methods this instance may issue at all (those of the markets it serves); every method when absent.
   */
  constructor(providers: readonly CollectionsProvider[], offered?: readonly CollectionMethod[]) {
    const map = new Map<CollectionMethod, CollectionsProvider>();
    for (const p of providers)
      for (const m of p.methods) if (!map.has(m) && (!offered || offered.includes(m))) map.set(m, p);
    this.byMethod = map;
    this.methods = [...map.keys()];
  }

  /** The network of the provider that issues cash references (decision 0077). */
  get cashNetwork(): CashNetwork | undefined {
    return this.byMethod.get('oxxo')?.cashNetwork;
  }

  /** Each provider once, in the order given (the daily comparison asks each for its own list). */
  providers(): CollectionsProvider[] {
    return [...new Set(this.byMethod.values())];
  }

  /** Which provider serves a method (the webhook routes and the sandbox checkout ask). */
  providerFor(method: CollectionMethod): CollectionsProvider {
    const p = this.byMethod.get(method);
    if (!p) throw new RangeError(`no collections provider serves ${method}`);
    return p;
  }

  createInstrument(request: CollectionRequest): Promise<CollectionInstrument> {
    return this.providerFor(request.method).createInstrument(request);
  }

  /**
   * A method no one serves here (its vendor not chosen, its market not served) has nothing to tell: unknown, never an
   * error.
   */
  async verifyPayment(instrument: InstrumentRef): Promise<VerifyResult> {
    const p = this.byMethod.get(instrument.method);
    return p ? p.verifyPayment(instrument) : { status: 'unknown', payments: [] };
  }

  /** Likewise a notification for such a method is not confirmed: the webhook route records it and credits nothing. */
  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const p = this.byMethod.get(claimed.method);
    return p ? p.confirmPayment(claimed) : null;
  }
}

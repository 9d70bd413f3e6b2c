import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import type { PaymentInstrument } from '../api/issue-instrument';
import { cashTextKey } from '../cash-texts';
import { instantText } from '../repay-format';
import { Barcode } from './barcode';
import { CopyField } from './copy-field';

interface Props {
  instrument: PaymentInstrument;
  /** What remains on the loan, for an open-amount account's hint. */
  outstanding?: number;
  /** What the borrower chose at the cashier, for an account (which takes any amount). */
  chosenAmount?: number;
  /** Received on this instrument so far (checkouts stop offering the page once paid). */
  paidAmount?: number;
  /** False where the page's own title already names the card (the screen would say it twice). */
  titled?: boolean;
}

function Expiry({ instrument }: { instrument: PaymentInstrument }) {
  const { t } = useTranslation('repay');
  return (
    <p className="loan-hint" data-testid="instrument-expiry">
      {instrument.expiresAt
        ? t('instrument.expires', { time: instantText(instrument.expiresAt, instrument.currency) })
        : t('instrument.noExpiry')}
    </p>
  );
}

function Account({ instrument, outstanding, chosenAmount, titled = true }: Props) {
  const { t } = useTranslation('repay');
  const account = instrument.account;
  if (!account) return null;
  const money = (v: number) => formatMoney(v, instrument.currency);
  const shown = instrument.amount ?? chosenAmount;
  return (
    <section className="loan-card" data-testid="account-instrument">
      {titled && <h2 className="card-title">{t('instrument.transferTitle')}</h2>}
      <CopyField
        label={t(instrument.method === 'stp_clabe' ? 'instrument.clabe' : 'instrument.accountNumber')}
        value={account.accountNumber}
        testId="account-number"
        large
      />
      <div className="copy-field">
        <p className="loan-label">{t('instrument.bank')}</p>
        <p className="copy-value" data-testid="account-bank">
          {account.bankName}
        </p>
      </div>
      <CopyField label={t('instrument.accountName')} value={account.accountName} testId="account-name" />
      {shown ? (
        <div className="copy-field">
          <p className="loan-label">{t('instrument.suggested')}</p>
          <p className="quote-big" data-testid="account-amount">
            {money(shown)}
          </p>
        </div>
      ) : null}
      {outstanding !== undefined && instrument.amount === null && (
        <p className="loan-hint">{t('instrument.anyAmount', { max: money(outstanding) })}</p>
      )}
      <Expiry instrument={instrument} />
      <p className="notice">{t('instrument.transferSteps')}</p>
    </section>
  );
}

function CashReference({ instrument, titled = true }: Props) {
  const { t } = useTranslation('repay');
  const cash = instrument.cashReference;
  if (!cash) return null;
  const amount = instrument.amount !== null ? formatMoney(instrument.amount, instrument.currency) : '';
  return (
    <section className="loan-card" data-testid="cash-instrument">
      {titled && <h2 className="card-title">{t(cashTextKey(cash.network, 'title'))}</h2>}
      <div className="copy-field">
        <p className="loan-label">{t('instrument.amount')}</p>
        <p className="quote-big" data-testid="cash-amount">
          {amount}
        </p>
      </div>
      <Barcode value={cash.barcode} />
      <CopyField label={t('instrument.reference')} value={cash.reference} testId="cash-reference" large />
      <Expiry instrument={instrument} />
      <p className="notice" data-testid="cash-steps">
        {t(cashTextKey(cash.network, 'steps'), { amount })}
      </p>
    </section>
  );
}

function Checkout({ instrument, paidAmount = 0 }: Props) {
  const { t } = useTranslation('repay');
  return (
    <section className="loan-card" data-testid="checkout-instrument">
      <h2 className="card-title">{t(`methods.${instrument.method}`)}</h2>
      {instrument.amount !== null && (
        <p className="quote-big" data-testid="checkout-amount">
          {formatMoney(instrument.amount, instrument.currency)}
        </p>
      )}
      {instrument.checkoutUrl && paidAmount === 0 && (
        <>
          <p className="loan-hint">{t('instrument.checkoutSteps')}</p>
          <a href={instrument.checkoutUrl} className="btn btn-primary btn-block btn-large" data-testid="checkout-open">
            {t('instrument.open')}
          </a>
        </>
      )}
    </section>
  );
}

const BY_KIND = { account: Account, cashReference: CashReference, checkout: Checkout } as const;

/**
 * How to pay with one issued instrument: an account to transfer to, a cash reference with its barcode, or a checkout
 * page.
 */
export function InstrumentCard(props: Props) {
  const Card = BY_KIND[props.instrument.kind];
  return <Card {...props} />;
}

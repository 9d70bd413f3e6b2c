import type { CallOutput } from '../../../../domain/api/contracts';
import { MASKED_MOBILE } from '../../../../domain/api/masked-mobile';
import type { Language, Market } from '../../../../domain/markets/market';
import { formatDateTime, formatMoney } from '../../../lib/format';

type Feed = CallOutput<'/loanMarket/lending-record'>;

interface Props {
  feed: Feed;
  lang: Language;
  market: Market;
  t: (key: string, options?: Record<string, unknown>) => string;
}

/**
 * The ticker's content, kept free of data fetching so it renders the same in a test. A record
 * whose number is not masked as the contract says is dropped, never shown: the browser is the
 * last line of defence for a borrower's number.
 */
export function TickerList({ feed, lang, market, t }: Props) {
  const records = feed.records.filter((r) => MASKED_MOBILE.test(r.mobile));
  if (records.length === 0)
    return (
      <p className="ticker-empty" data-testid="ticker-empty">
        {t('loan:ticker.empty')}
      </p>
    );
  const items = records.map((r, i) => (
    <li key={`${r.disbursedAt}-${i}`} className="ticker-item" data-testid="ticker-item" data-mobile={r.mobile}>
      <span className="ticker-mobile">{r.mobile}</span>{' '}
      <span className="ticker-text">
        {t('loan:ticker.borrowed', { amount: formatMoney(r.amount, feed.currency, lang) })}
      </span>{' '}
      <time className="ticker-time" dateTime={r.disbursedAt}>
        {formatDateTime(r.disbursedAt, lang, market)}
      </time>
    </li>
  ));
  // More lines than the window shows scroll up in a loop: the copy continues the first list
  // seamlessly and is hidden from screen readers, which read the first list once.
  const moving = records.length > 3;
  return (
    <div
      className={`ticker-window${moving ? ' ticker-moving' : ''}`}
      style={{ '--ticker-items': records.length } as React.CSSProperties}
    >
      <ul className="ticker-track" data-testid="ticker-list">
        {items}
      </ul>
      {moving && (
        <ul className="ticker-track" aria-hidden="true">
          {items}
        </ul>
      )}
    </div>
  );
}

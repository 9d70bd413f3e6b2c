import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import type { Market } from '../../../../domain/markets/market';
import { useLendingRecord } from '../api/lending-record';
import { TickerList } from './ticker-list';
import '../../../styles/ticker.css';

/** Home's ticker of recent loans (`/loanMarket/lending-record`); loaded after Home's first paint. */
export default function LendingTicker({ market }: { market: Market }) {
  const { t } = useTranslation(['loan']);
  const feed = useLendingRecord();
  // A failed feed is decoration lost, not an error worth the borrower's attention.
  if (!feed.data) return null;
  return (
    <section className="card ticker" data-testid="lending-ticker" aria-labelledby="ticker-title">
      <h2 className="card-title" id="ticker-title">
        {t('loan:ticker.title')}
      </h2>
      <TickerList feed={feed.data} lang={currentLanguage()} market={market} t={t} />
    </section>
  );
}

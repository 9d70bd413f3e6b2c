import { useTranslation } from '../../i18n/use-translation';
import { InstrumentCard } from './components/instrument-card';
import { InstrumentFrame } from './components/instrument-frame';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';

/**
 * `/repay/repay_oxxo`: cash at a store with a reference and its barcode, for one amount, until
 * it expires. The card's title and steps name the stores of the network that issued it (OXXO for
 * OXXO Pay, decision 0077); the page's title says only "cash", known before the reference loads.
 */
export default function RepayOxxoScreen() {
  const { t } = useTranslation('repay');
  return (
    <InstrumentFrame title={t('cash.screenTitle')}>
      {(p) => <InstrumentCard instrument={p.instrument} />}
    </InstrumentFrame>
  );
}

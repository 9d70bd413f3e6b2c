import { useTranslation } from '../../i18n/use-translation';
import { InstrumentCard } from './components/instrument-card';
import { InstrumentFrame } from './components/instrument-frame';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';

/** `/repay/repay_oxxo`: cash at OXXO with a reference and its barcode, for one amount, until it expires. */
export default function RepayOxxoScreen() {
  const { t } = useTranslation('repay');
  return <InstrumentFrame title={t('instrument.cashTitle')}>{(p) => <InstrumentCard instrument={p.instrument} titled={false} />}</InstrumentFrame>;
}

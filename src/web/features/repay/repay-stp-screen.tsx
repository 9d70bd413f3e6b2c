import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from '../../lib/hash-router';
import { InstrumentCard } from './components/instrument-card';
import { InstrumentFrame } from './components/instrument-frame';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';

/**
 * `/repay/repay_stp`: a bank transfer to an account issued for this loan (SPEI CLABE in Mexico, a reserved or dedicated
 * NUBAN in Nigeria).
 */
export default function RepayStpScreen() {
  const { t } = useTranslation('repay');
  const [params] = useSearchParams();
  const chosen = Number(params.get('amount'));
  return (
    <InstrumentFrame title={t('instrument.transferTitle')}>
      {(p) => (
        <InstrumentCard
          instrument={p.instrument}
          titled={false}
          outstanding={p.outstanding}
          chosenAmount={Number.isSafeInteger(chosen) && chosen > 0 ? chosen : undefined}
        />
      )}
    </InstrumentFrame>
  );
}

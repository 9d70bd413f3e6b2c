import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { ChevronIcon } from '../../components/icons';
import { useRejectRecommendation } from './api/reject-recommendation';
import '../../styles/loan.css';

/** After a rejection: other lenders of the market (hot loans), only when /app/isRejectRecommendation says so. */
export function Recommendation() {
  const { t } = useTranslation('loan');
  const rec = useRejectRecommendation(true);
  if (!rec.data?.recommend) return null;
  return (
    <Link to="/hot_loans" className="card recommend-card" data-testid="recommendation">
      <span>
        <strong>{t('recommend.title')}</strong>
        <small>{t('recommend.text')}</small>
      </span>
      <ChevronIcon />
    </Link>
  );
}

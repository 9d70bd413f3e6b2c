import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { formatDate, formatMoney, formatRatePpm, marketOfCurrency } from '../../lib/format';
import { currentLanguage } from '../../i18n/i18n';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useExtensionData, useRepayDetail } from '../repay';
import { useContentVars, ContentGate } from '../user_center';
import { ConveniosDocument, type RolloverFigures } from './convenios-document';
import '../../styles/content.css';

/**
 * The real figures of the borrower's rollover, when the agreement is opened for a loan
 * (`/convenios?orderNo=…`, from the rollover screen) by its logged-in owner.
 */
function useRolloverFigures(orderNo: string | null): RolloverFigures | undefined {
  const { t } = useTranslation('repay');
  const enabled = useLoggedIn() && Boolean(orderNo);
  const offer = useExtensionData(enabled ? orderNo : null, enabled);
  const detail = useRepayDetail(enabled ? orderNo : null, false, enabled);
  if (!enabled || !offer.data || !detail.data) return undefined;
  const money = (v: number) => formatMoney(v, offer.data.currency);
  return {
    orderNo: offer.data.orderNo,
    // What the borrower pays: with Mexico's IVA on the fee spelled out where it is charged.
    rolloverFee:
      offer.data.feeTax > 0
        ? t('repay:rollover.feeWithTax', {
            total: money(offer.data.total),
            fee: money(offer.data.fee),
            tax: money(offer.data.feeTax),
          })
        : money(offer.data.fee),
    newDueDate: formatDate(offer.data.newDueDate, currentLanguage(), marketOfCurrency(offer.data.currency)),
    amountDue: formatMoney(detail.data.outstanding, detail.data.currency),
    rolloverDays: String(offer.data.days),
    penalty: formatRatePpm(detail.data.penaltyRatePpm),
  };
}

/**
 * /convenios: the loan renewal agreement. Opened from a link it reads in full with the
 * loan-specific amounts marked as shown at rollover; opened for a loan it carries that loan's
 * fee, new due date and balance.
 */
export default function ConveniosScreen() {
  const { t } = useTranslation('legal');
  const [params] = useSearchParams();
  const content = useContentVars();
  const figures = useRolloverFigures(params.get('orderNo'));
  return (
    <Page title={t('convenios.title')}>
      <ContentGate state={content}>
        {(ready) => <ConveniosDocument vars={ready.vars} figures={figures} market={ready.market} />}
      </ContentGate>
    </Page>
  );
}

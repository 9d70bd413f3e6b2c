import { useTranslation } from '../../i18n/use-translation';
import type { Market } from '../../../domain/markets/market';
import { InfoIcon } from '../../components/icons';
import type { ContentVars } from '../user_center';
import { DocHeader } from './legal-document';

/** The figures of one rollover, formatted; the repayment screens pass them once a loan is chosen. */
export interface RolloverFigures {
  orderNo: string;
  rolloverFee: string;
  newDueDate: string;
  amountDue: string;
  /** The loan's own terms when they differ from the app's products. */
  rolloverDays?: string;
  penalty?: string;
}

const CLAUSES = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;

/**
 * The loan renewal agreement. Without a loan's figures it still reads in full, with the
 * loan-specific amounts marked as shown at rollover — never invented numbers.
 */
export function ConveniosDocument({
  vars,
  figures,
  market,
}: {
  vars: ContentVars;
  figures?: RolloverFigures;
  market: Market;
}) {
  const { t } = useTranslation(['legal', 'me']);
  const pending = t('me:legal.pendingFigure');
  const filled = {
    ...vars,
    orderNo: figures?.orderNo ?? t('me:legal.orderFigure'),
    rolloverFee: figures?.rolloverFee ?? pending,
    newDueDate: figures?.newDueDate ?? pending,
    amountDue: figures?.amountDue ?? pending,
    rolloverDays: figures?.rolloverDays ?? vars.rolloverDays,
    penalty: figures?.penalty ?? vars.penalty,
  };
  return (
    <article className="doc" data-testid="doc-convenios">
      <DocHeader doc="convenios" market={market} />
      {!figures && (
        <div className="notice" role="note" data-testid="convenios-pending">
          <InfoIcon />
          <div>
            <p className="notice-title">{t('me:legal.pendingTitle')}</p>
            <p>{t('me:legal.pendingText')}</p>
          </div>
        </div>
      )}
      <p className="doc-intro">{t('legal:convenios.intro', filled)}</p>
      {CLAUSES.map((c) => (
        <section key={c} className="doc-section" data-testid={`convenios-${c}`}>
          <h3>{t(`legal:convenios.clauses.${c}.title`)}</h3>
          <p>{t(`legal:convenios.clauses.${c}.text`, filled)}</p>
        </section>
      ))}
      <p className="doc-acceptance">{t('legal:convenios.acceptance')}</p>
    </article>
  );
}

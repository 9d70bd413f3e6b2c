import type { Market } from '../../../domain/markets/market';
import type { AppConfig } from '../../config';
import { cbnCreditTemplate } from '../../providers/bureau/reporting/cbn-credit-template';
import { circuloIntf } from '../../providers/bureau/reporting/circulo-intf';
import type { ReportFormat } from '../../providers/bureau/reporting/report-record';

/** The submission format of the bureau a market is on (BUREAU_NG / BUREAU_MX), or null where none is. */
export function reportFormatOf(config: Pick<AppConfig, 'bureau'>, market: Market): ReportFormat | null {
  if (!config.bureau?.consult[market]) return null;
  return market === 'ng' ? cbnCreditTemplate : circuloIntf;
}

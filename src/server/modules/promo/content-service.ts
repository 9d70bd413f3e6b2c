import type { CallOutput } from '../../../domain/api/contracts';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { MX_BANKS } from '../../../domain/markets/mx/banks';
import { NG_BANKS } from '../../../domain/markets/ng/banks';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { registrationsOf } from '../../settings/registration-settings';
import { isOpenAt } from './business-hours';
import { readSetting } from './settings-repo';

/** Customer service hours: 9:00-18:00; Monday to Saturday unless the operator says otherwise. */
export const DEFAULT_SUPPORT_HOURS = { opensAt: '09:00', closesAt: '18:00', days: [1, 2, 3, 4, 5, 6] };

export async function customerService(deps: Deps, app: AppRow): Promise<CallOutput<'/loanMarket/customer-service'>> {
  const configured = await readSetting(deps.db, app.packageName, 'customerService');
  const hours = configured ?? DEFAULT_SUPPORT_HOURS;
  const timeZone = configured?.timeZone ?? MARKET_PROFILES[app.market].timeZone;
  return {
    email: app.supportEmail,
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    timeZone,
    days: [...hours.days].sort((a, b) => a - b),
    openNow: isOpenAt(hours, timeZone, deps.clock.now()),
    registrations: registrationsOf(deps.config.registrations, app.market),
  };
}

export async function downloadAddress(deps: Deps, app: AppRow): Promise<CallOutput<'/app-download/getAddress'>> {
  const configured = await readSetting(deps.db, app.packageName, 'appDownload');
  return {
    packageName: app.packageName,
    appName: app.appName,
    androidUrl: configured?.androidUrl ?? null,
    iosUrl: configured?.iosUrl ?? null,
  };
}

const BANK_LISTS = {
  ng: { country: 'NG', accountType: 'nuban', banks: NG_BANKS },
  mx: { country: 'MX', accountType: 'clabe', banks: MX_BANKS },
} as const;

export function bankList(app: AppRow): CallOutput<'/app/paystack/bank-list'> {
  const list = BANK_LISTS[app.market];
  return {
    country: list.country,
    currency: MARKET_PROFILES[app.market].currency,
    accountType: list.accountType,
    banks: list.banks.map((b) => ({ name: b.name, code: b.code })).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}

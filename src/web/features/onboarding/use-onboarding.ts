import { useSearchParams } from '../../lib/hash-router';
import type { CallOutput } from '../../../domain/api/contracts';
import type { Market } from '../../../domain/markets/market';
import { useProductIndex } from '../../queries/get-product-index';
import { useUserInfo } from '../../queries/get-user-info';
import { marketToday } from '../../../domain/markets/market-date';

export type Profile = CallOutput<'/security/getUserInfo'>['profile'];

export interface OnboardingContext {
  market: Market;
  /** yyyy-mm-dd in the market's zone. */
  today: string;
  profile: Profile;
  userId: number;
  /** The applicant's own mobile (E.164). */
  mobile: string;
  /** The order being completed, from the route; absent when a screen is opened directly. */
  orderNo: string | undefined;
  appName: string;
}

export type OnboardingState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; context: OnboardingContext };

/**
 * What every onboarding screen needs before it can draw its form: the market (from the app's
 * product index) and the borrower's saved profile, fresh from the server so a resumed step is
 * prefilled with what was really saved, not a cached copy.
 */
export function useOnboarding(): OnboardingState {
  const index = useProductIndex();
  const user = useUserInfo();
  const [params] = useSearchParams();
  if (index.isError || (user.isError && !user.isFetching)) {
    const error = index.error ?? user.error;
    return {
      status: 'error',
      message: error?.message ?? '',
      retry: () => {
        if (index.isError) void index.refetch();
        if (user.isError) void user.refetch();
      },
    };
  }
  if (!index.data || !user.data || user.isPlaceholderData) return { status: 'loading' };
  const market = index.data.app.market;
  return {
    status: 'ready',
    context: {
      market,
      today: marketToday(market, new Date()),
      profile: user.data.profile,
      userId: user.data.basicInfo.userId,
      mobile: user.data.basicInfo.mobile,
      orderNo: params.get('orderNo') ?? undefined,
      appName: index.data.app.appName,
    },
  };
}

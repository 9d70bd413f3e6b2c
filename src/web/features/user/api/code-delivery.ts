import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** How often and how long the screen asks: vendors report within seconds, or within a minute on a slow network. */
const POLL_MS = 4_000;
const GIVE_UP_MS = 90_000;

/**
 * `/security/getVerifyCodeDelivery` for the code just sent: true once the vendor reported it
 * could not deliver it (the screen then says so and offers the voice code), false while it is on
 * its way or delivered.
 */
export function useCodeNotDelivered(deliveryId: string | null, sentAt: number): boolean {
  const query = useQuery({
    queryKey: ['getVerifyCodeDelivery', deliveryId],
    queryFn: async () => {
      const res = await call('/security/getVerifyCodeDelivery', { deliveryId: deliveryId! });
      return res.code === 0 ? res.data.state : 'sent';
    },
    enabled: deliveryId !== null,
    refetchInterval: (q) =>
      q.state.data === 'delivered' || q.state.data === 'failed' || Date.now() - sentAt > GIVE_UP_MS ? false : POLL_MS,
  });
  return query.data === 'failed';
}

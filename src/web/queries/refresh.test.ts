import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { marketOrdersKey } from '../features/records';
import { refreshLoanViews } from './refresh';

describe('refreshLoanViews', () => {
  it('drops an order list no screen shows, so the next visit waits for fresh statuses', async () => {
    const client = new QueryClient();
    client.setQueryData(marketOrdersKey, { orders: [{ status: 7 }] });
    await refreshLoanViews(client);
    expect(client.getQueryData(marketOrdersKey)).toBeUndefined();
  });

  it('keeps the list a screen shows and fetches it again', async () => {
    const client = new QueryClient();
    let answer = 7;
    const observer = new QueryObserver(client, {
      queryKey: marketOrdersKey,
      queryFn: () => ({ orders: [{ status: answer }] }),
      staleTime: 30_000,
    });
    const stop = observer.subscribe(() => {});
    await expect.poll(() => client.getQueryData(marketOrdersKey)).toEqual({ orders: [{ status: 7 }] });
    answer = 2;
    await refreshLoanViews(client);
    expect(client.getQueryData(marketOrdersKey)).toEqual({ orders: [{ status: 2 }] });
    stop();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { productIndexKey } from './product-index-query';
import { prefetchOnboarding, userInfoKey } from './user-info-query';

const asked: string[] = [];
vi.mock('../api/client', () => ({
  request: (path: string) => {
    asked.push(path);
    return Promise.resolve(path === '/security/getUserInfo' ? { basicInfo: { userId: 7 } } : { app: { market: 'ng' } });
  },
}));

beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => queryClient.clear());

describe('an onboarding screen opened at app start', () => {
  it("asks for the market and the saved profile before it renders, and keeps the profile under SPEC's userInfo key", async () => {
    storage.write(STORAGE_KEYS.token, { Authorization: 'Bearer t' });
    await prefetchOnboarding();
    expect(asked.sort()).toEqual(['/loan/loan-product/index', '/security/getUserInfo']);
    expect(queryClient.getQueryData(userInfoKey)).toEqual({ basicInfo: { userId: 7 } });
    expect(queryClient.getQueryData(productIndexKey)).toEqual({ app: { market: 'ng' } });
    expect(storage.read(STORAGE_KEYS.userInfo)).toEqual({ basicInfo: { userId: 7 } });
  });

  it('asks nothing without a session (the screen sends the visitor to the login)', async () => {
    await prefetchOnboarding();
    expect(asked).toEqual([]);
  });
});

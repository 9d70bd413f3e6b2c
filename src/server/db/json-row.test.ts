import { expect, it } from 'vitest';
import { rowFromJson } from './json-row';
import { coupons } from './schema';

it('maps a row that came back as JSON to the row drizzle returns: property names, Dates, numbers, nulls', () => {
  // What json_agg(c) gives for a coupon: column names, timestamps as ISO text with an offset.
  const row = rowFromJson(coupons, {
    id: 7,
    user_id: 3,
    package_name: 'com.presta.ng',
    source: 'lottery',
    source_key: 'draw:1',
    currency: 'NGN',
    amount: 10000,
    quota: 0,
    status: 'reserved',
    expires_at: '2026-12-01T10:00:00.5+01:00',
    reserved_order_id: 42,
    reserved_at: '2026-11-24T09:00:00+00:00',
    used_at: null,
    created_at: '2026-11-20T08:00:00+00:00',
  });
  expect(row).toEqual({
    id: 7,
    userId: 3,
    packageName: 'com.presta.ng',
    source: 'lottery',
    sourceKey: 'draw:1',
    currency: 'NGN',
    amount: 10000,
    quota: 0,
    status: 'reserved',
    expiresAt: new Date('2026-12-01T09:00:00.500Z'),
    reservedOrderId: 42,
    reservedAt: new Date('2026-11-24T09:00:00Z'),
    usedAt: null,
    createdAt: new Date('2026-11-20T08:00:00Z'),
  });
});

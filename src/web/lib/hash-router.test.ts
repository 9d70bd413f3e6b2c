import { describe, expect, it } from 'vitest';
import { matchPath, parseHash } from './hash-router';

describe('hash locations', () => {
  it('reads the path and the query React Router would, with `/` for an empty hash', () => {
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/user/login?redirect=%2Frecords')).toEqual({
      pathname: '/user/login',
      search: '?redirect=%2Frecords',
    });
    expect(parseHash('#auth/personal_infomation')).toEqual({ pathname: '/auth/personal_infomation', search: '' });
    expect(parseHash('#/records?tab=finished&x=1')).toEqual({ pathname: '/records', search: '?tab=finished&x=1' });
  });
});

describe('route paths', () => {
  it('match static paths as they are, trailing slash or not', () => {
    expect(matchPath('/records', '/records')).toEqual({});
    expect(matchPath('/records', '/records/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/records', '/record')).toBeNull();
    expect(matchPath('/records', '/records/1')).toBeNull();
  });
  it('read `:param` segments, decoded, and need each one present', () => {
    expect(matchPath('/orders/:orderNo', '/orders/N20260101')).toEqual({ orderNo: 'N20260101' });
    expect(matchPath('/customers/:userId', '/customers/42/')).toEqual({ userId: '42' });
    expect(matchPath('/orders/:orderNo', '/orders/a%20b')).toEqual({ orderNo: 'a b' });
    expect(matchPath('/orders/:orderNo', '/orders/100%')).toEqual({ orderNo: '100%' });
    expect(matchPath('/orders/:orderNo', '/orders')).toBeNull();
    expect(matchPath('/orders/:orderNo', '/orders/')).toBeNull();
    expect(matchPath('/orders/:orderNo', '/loans/N1')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseHash } from './hash-router';

describe('hash locations', () => {
  it('reads the path and the query React Router would, with `/` for an empty hash', () => {
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/user/login?redirect=%2Frecords')).toEqual({ pathname: '/user/login', search: '?redirect=%2Frecords' });
    expect(parseHash('#auth/personal_infomation')).toEqual({ pathname: '/auth/personal_infomation', search: '' });
    expect(parseHash('#/records?tab=finished&x=1')).toEqual({ pathname: '/records', search: '?tab=finished&x=1' });
  });
});

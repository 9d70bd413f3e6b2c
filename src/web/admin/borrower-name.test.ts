import { describe, expect, it } from 'vitest';
import { borrowerName } from './borrower-name';

describe('borrowerName', () => {
  it("writes a list row's name in its market's order (decision 0092)", () => {
    expect(borrowerName({ firstName: 'Luz', middleName: 'Ríos', lastName: 'Paz' }, 'mx')).toBe('Luz Paz Ríos');
    expect(borrowerName({ firstName: 'Ada', middleName: 'Ngozi', lastName: 'Okafor' }, 'ng')).toBe('Ada Ngozi Okafor');
    expect(borrowerName({ firstName: 'Ada', lastName: 'Okafor' }, null)).toBe('Ada Okafor');
    expect(borrowerName({ firstName: null, lastName: null }, 'mx')).toBe('—');
  });
});

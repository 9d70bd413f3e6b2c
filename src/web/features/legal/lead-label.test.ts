import { describe, expect, it } from 'vitest';
import { splitLeadLabel } from './lead-label';

describe('splitLeadLabel', () => {
  it('bolds a short lead label', () => {
    expect(splitLeadLabel('Installed apps list: the names of the apps.')).toEqual({
      label: 'Installed apps list',
      rest: 'the names of the apps.',
    });
  });
  it('leaves sentences that merely contain a colon alone', () => {
    const text = 'To use these rights, write to help@x.test with: your full name';
    expect(splitLeadLabel(text)).toEqual({ label: null, rest: text });
    expect(
      splitLeadLabel('We keep it for as long as the law requires us to keep it: then we delete it.').label,
    ).toBeNull();
    expect(splitLeadLabel('No colon here.').label).toBeNull();
  });
});

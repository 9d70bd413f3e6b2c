import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './checked';
import { schemaOf } from './field';
import { formErrors } from './form-errors';
import { checkForm, optional, required, type FormRules } from './form-rules';
import { personalInfoRules } from './personal-info';
import { fail, pass } from './checked';
import { placeDirectoryOf } from '../markets/place-directory';

const today = '2025-06-15';
const places = placeDirectoryOf([
  { code: 'CDMX', districts: ['Coyoacán', 'Tlalpan'] },
  { code: 'LA', districts: ['Ikeja'] },
]);

/** The same rules through zod, as the server runs them. */
function throughZod(rules: FormRules, input: unknown) {
  const parsed = schemaOf(rules).safeParse(input);
  return parsed.success
    ? { ok: true as const, value: withoutUndefined(parsed.data as Record<string, unknown>) }
    : { ok: false as const, errors: formErrors(parsed.error) };
}

function plain(rules: FormRules, input: unknown) {
  const checked = checkForm(rules, input);
  return checked.ok ? { ok: true as const, value: withoutUndefined(checked.value) } : checked;
}

// Values a borrower, an old client or a tamperer might send for any field.
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('  '),
  fc.integer({ min: -3, max: 3 }),
  fc.string({ maxLength: 24 }),
  fc.constantFrom(
    'Emma',
    'Gómez Díaz',
    'A',
    '1956-12-31',
    '2010-01-01',
    'bachelors',
    'married',
    'health',
    'rened',
    'ownHouse',
    'CDMX',
    'LA',
    'Coyoacán',
    'Ikeja',
    'Atlantis',
    'emma@gmail.com',
    'not-an-email',
    '04510',
    '100001',
    'GODE561231MDFMZM01',
    'GODE561231HDFMZM01',
    'GODE561231GR8',
    '84966311213',
    '08031234567',
    '5512345678',
    'es',
    'en',
    'fr',
    '1',
    '2',
  ),
  fc.array(fc.string(), { maxLength: 2 }),
);
const fieldNames = [
  ...new Set([
    ...Object.keys(personalInfoRules({ market: 'mx', today }).fields),
    ...Object.keys(personalInfoRules({ market: 'ng', today }).fields),
    'extra',
  ]),
];
const anyForm = fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: fieldNames.length });

describe('checkForm', () => {
  it.each(['ng', 'mx'] as const)(
    'judges %s personal info exactly as the zod schema built from the same rules',
    (market) => {
      const rules = personalInfoRules({ market, today, places });
      fc.assert(
        fc.property(fc.oneof(anyForm, anyValue), (input) => {
          expect(plain(rules, input)).toEqual(throughZod(rules, input));
        }),
        { numRuns: 400 },
      );
    },
  );

  it('refuses what is not an object as the whole form, and drops keys it has no rule for', () => {
    const rules: FormRules = {
      fields: { name: required((raw) => (typeof raw === 'string' ? pass(raw) : fail('form.required.firstName'))) },
    };
    expect(checkForm(rules, [])).toEqual({ ok: false, errors: { fields: {}, form: ['form.invalidForm'] } });
    expect(checkForm(rules, { name: 'Ada', admin: true })).toEqual({ ok: true, value: { name: 'Ada' } });
  });

  it('skips an absent optional field, and a failed field is not "absent" to the cross rules', () => {
    const seen: unknown[] = [];
    const rules: FormRules = {
      fields: { city: optional((raw) => (raw === 'Ikeja' ? pass(raw) : fail('form.city.unknown'))) },
      cross: (values, report) => {
        seen.push(values.city);
        if (values.city === undefined) report('city', 'form.required.city');
      },
    };
    expect(checkForm(rules, {})).toEqual({ ok: false, errors: { fields: { city: 'form.required.city' }, form: [] } });
    expect(checkForm(rules, { city: 'Atlantis' })).toEqual({
      ok: false,
      errors: { fields: { city: 'form.city.unknown' }, form: [] },
    });
    expect(seen[1]).not.toBeUndefined();
  });
});

import { withoutUndefined } from './checked';
import { schemaOf } from './field';
import { personalInfoRules, type PersonalInfoContext, type PersonalInfoMx, type PersonalInfoNg } from './personal-info';

const schemaFor = <T>(context: PersonalInfoContext) =>
  schemaOf(personalInfoRules(context)).transform((value) => withoutUndefined(value) as T);

export type PersonalInfoNgSchema = ReturnType<typeof schemaFor<PersonalInfoNg>>;
export type PersonalInfoMxSchema = ReturnType<typeof schemaFor<PersonalInfoMx>>;

/**
 * Personal info's zod schema for the server: the rules of personal-info.ts, which the form runs
 * in the browser as they are, with the final narrowing the cross rules make safe.
 */
export function personalInfoSchema(context: PersonalInfoContext & { market: 'ng' }): PersonalInfoNgSchema;
export function personalInfoSchema(context: PersonalInfoContext & { market: 'mx' }): PersonalInfoMxSchema;
export function personalInfoSchema(context: PersonalInfoContext): PersonalInfoNgSchema | PersonalInfoMxSchema;
export function personalInfoSchema(context: PersonalInfoContext): PersonalInfoNgSchema | PersonalInfoMxSchema {
  return context.market === 'mx' ? schemaFor<PersonalInfoMx>(context) : schemaFor<PersonalInfoNg>(context);
}

import { useDeferredValue, useMemo, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { fieldsClearedOnChange } from '../../../domain/forms/conditional-fields';
import type { FieldName } from '../../../domain/forms/field-labels';
import { request } from '../../api/client';
import { currentLanguage } from '../../i18n/i18n';
import { ErrorState } from '../../components/error-state';
import { useFormState } from '../../components/form/form-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { useGoToNextStep, OnboardingPage, useSave, type OnboardingContext } from '../onboarding';
import { BasicInfoSection } from './components/basic-info-section';
import { MxIdentitySection } from './components/mx-identity-section';
import { ResidenceSection } from './components/residence-section';
import { usePlaces, type Places } from './places';
import {
  initialPersonalValues,
  maskedHints,
  personalPayload,
  validatePersonal,
  type PersonalValues,
} from './personal-values';

const clears = (name: string) => fieldsClearedOnChange(name as FieldName);

function PersonalInfoForm({ ctx, places }: { ctx: OnboardingContext; places: Places }) {
  const { t } = useTranslation('onboarding');
  const schemaContext = useMemo(
    () => ({ market: ctx.market, today: ctx.today, places: places.directory }),
    [ctx.market, ctx.today, places],
  );
  const form = useFormState<PersonalValues>({
    initial: initialPersonalValues(ctx.profile, currentLanguage()),
    validate: (v) => validatePersonal(v, schemaContext),
    clears,
    draft: { form: 'personal', userId: ctx.userId },
  });
  const hints = useMemo(() => maskedHints(ctx.profile), [ctx.profile]);
  const goNext = useGoToNextStep();
  const { saving, run } = useSave(form.showServerErrors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    await run(async () => {
      const next = await request(
        '/user/saveBasicInfo-market',
        { ...personalPayload(form.values, schemaContext), orderNo: ctx.orderNo },
        { loading: true },
      );
      form.dropDraft();
      await goNext(next);
    });
  };

  return (
    <form className="onboarding-form" onSubmit={submit} noValidate data-testid="personal-form">
      <BasicInfoSection form={form} ctx={ctx} />
      {ctx.market === 'mx' && <MxIdentitySection form={form} hints={hints} />}
      <ResidenceSection form={form} market={ctx.market} places={places} />
      <div className="form-footer">
        <button type="submit" className="btn btn-primary btn-block btn-large" disabled={saving} data-testid="submit">
          {t('next')}
        </button>
      </div>
    </form>
  );
}

function PersonalInfoLoader({ ctx }: { ctx: OnboardingContext }) {
  const { t } = useTranslation();
  const places = usePlaces(ctx.market);
  // The form is the screen's heaviest render (every field, the pickers): deferred, React renders
  // it in slices that yield to the browser instead of one long task when the places arrive
  // (a query's update is otherwise rendered at once), the skeleton staying until it commits.
  // The initial value (null) defers the first render too: when the places are in the cache
  // already, the form would otherwise mount in the same task as the profile's answer.
  const directory = useDeferredValue(places.data ?? null, null);
  if (places.isError)
    return (
      <ErrorState
        title={t('states.requestFailed')}
        actionLabel={t('actions.retry')}
        onAction={() => void places.refetch()}
      />
    );
  if (!directory) return <PageSkeleton />;
  return <PersonalInfoForm ctx={ctx} places={directory} />;
}

/** Personal info: basic info and residence (route /auth/personal_infomation). */
export default function PersonalInfoScreen() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingPage title={t('personal.title')} step="personal" intro={t('personal.intro')}>
      {(ctx) => <PersonalInfoLoader ctx={ctx} />}
    </OnboardingPage>
  );
}

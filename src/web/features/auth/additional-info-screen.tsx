import { useMemo, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { fieldsClearedOnChange } from '../../../domain/forms/conditional-fields';
import type { FieldName } from '../../../domain/forms/field-labels';
import { request } from '../../api/client';
import { useFormState } from '../../components/form/form-state';
import { useGoToNextStep, OnboardingPage, useSave, type OnboardingContext } from '../onboarding';
import {
  additionalPayload,
  initialAdditionalValues,
  validateAdditional,
  type AdditionalValues,
} from './additional-values';
import { ContactSection } from './components/contact-section';
import { WorkSection } from './components/work-section';

const clears = (name: string) => fieldsClearedOnChange(name as FieldName);

function AdditionalInfoForm({ ctx }: { ctx: OnboardingContext }) {
  const { t } = useTranslation('onboarding');
  const schemaContext = useMemo(() => ({ market: ctx.market, applicantMobile: ctx.mobile }), [ctx.market, ctx.mobile]);
  const form = useFormState<AdditionalValues>({
    initial: initialAdditionalValues(ctx.profile),
    validate: (v) => validateAdditional(v, schemaContext),
    clears,
    draft: { form: 'additional', userId: ctx.userId },
  });
  const goNext = useGoToNextStep();
  const { saving, run } = useSave(form.showServerErrors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    await run(async () => {
      const next = await request(
        '/user/saveAdditionInfo-market',
        { ...additionalPayload(form.values, schemaContext), orderNo: ctx.orderNo },
        { loading: true },
      );
      form.dropDraft();
      await goNext(next);
    });
  };

  return (
    <form className="onboarding-form" onSubmit={submit} noValidate data-testid="additional-form">
      <p className="form-intro">{t('additional.intro')}</p>
      <WorkSection form={form} market={ctx.market} />
      <p className="form-note">{t('additional.contactsNote')}</p>
      <ContactSection form={form} n={1} market={ctx.market} />
      <ContactSection form={form} n={2} market={ctx.market} />
      <div className="form-footer">
        <button type="submit" className="btn btn-primary btn-block btn-large" disabled={saving} data-testid="submit">
          {t('next')}
        </button>
      </div>
    </form>
  );
}

/** Additional info: work info and two emergency contacts (route /auth/additionalInfomation). */
export default function AdditionalInfoScreen() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingPage title={t('additional.title')} step="additional">
      {(ctx) => <AdditionalInfoForm ctx={ctx} />}
    </OnboardingPage>
  );
}

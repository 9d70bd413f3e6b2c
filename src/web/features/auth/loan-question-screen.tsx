import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../lib/hash-router';
import { QUESTION_CODES, questionnaireFor, type QuestionCode } from '../../../domain/enums/questionnaire';
import { formErrors } from '../../../domain/forms/form-errors';
import { questionnaireSchema } from '../../../domain/forms/questionnaire';
import { isOnboardingStatus } from '../../../domain/loan-status/onboarding';
import { routeForStatus } from '../../../domain/loan-status/routes';
import type { LoanStatus } from '../../../domain/loan-status/statuses';
import { request } from '../../api/client';
import { useFormState } from '../../components/form/form-state';
import type { Option } from '../../components/form/options';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/select-field';
import { toast } from '../../lib/toast';
import {
  useGoToNextStep,
  useRefreshOnboarding,
  PermissionPopup,
  hasAgreedHere,
  useLabels,
  OnboardingPage,
  useSave,
  SubmittingScreen,
  useSubmitApplication,
  type OnboardingContext,
} from '../onboarding';

type Answers = Record<QuestionCode, string | undefined>;

/** Chip columns by how many options a question has; the lender lists get a searchable sheet. */
const columnsFor = (count: number) => (count <= 2 ? 2 : count <= 5 ? 3 : count <= 7 ? 2 : 4);

function QuestionnaireForm({ ctx }: { ctx: OnboardingContext }) {
  const { t } = useTranslation('onboarding');
  const { options: labels } = useLabels(ctx.market);
  const navigate = useNavigate();
  const goNext = useGoToNextStep();
  const refresh = useRefreshOnboarding();
  const questions = questionnaireFor(ctx.market);
  const schema = useMemo(() => questionnaireSchema(ctx.market), [ctx.market]);
  const validate = (values: Answers) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? { fields: {}, form: [] } : formErrors(parsed.error);
  };
  const saved = ctx.profile.questionnaire ?? {};
  const form = useFormState<Answers>({
    initial: Object.fromEntries(QUESTION_CODES.map((c) => [c, saved[c]])) as Answers,
    validate,
    draft: { form: 'questionnaire', userId: ctx.userId },
  });
  const { saving, run } = useSave(form.showServerErrors);
  const [popupFor, setPopupFor] = useState<string | null>(null);
  const [submittingOrder, setSubmittingOrder] = useState<string | null>(null);
  const submission = useSubmitApplication(ctx.userId);
  const answered = QUESTION_CODES.filter((c) => form.values[c] !== undefined).length;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      // src/domain/forms/questionnaire.ts: nothing answered → "Complete the credit history questionnaire"; some →
      // "There are still unanswered questions".
      const [message] = validate(form.values).form;
      if (message) toast.info(t(`messages:${message}`));
      return;
    }
    await run(async () => {
      const next = await request(
        '/user/save/questionnaire',
        { orderNo: ctx.orderNo, answers: schema.parse(form.values) },
        { loading: true },
      );
      form.dropDraft();
      const status = next.status as LoanStatus;
      if (isOnboardingStatus(status) && status !== 17) {
        // An earlier step is still missing (e.g. edited away): the server says which.
        await goNext(next);
      } else if (next.orderNo && !isOnboardingStatus(status)) {
        await refresh();
        navigate(routeForStatus(status, next.orderNo) ?? '/', { replace: true });
      } else if (next.orderNo ?? ctx.orderNo) {
        const orderNo = next.orderNo ?? ctx.orderNo!;
        // Agreed before the camera on this device: the notice is not shown twice.
        if (hasAgreedHere(ctx.userId)) startSubmit(orderNo);
        else setPopupFor(orderNo);
      } else {
        await goNext(next);
      }
    });
  };

  const startSubmit = (orderNo: string) => {
    setPopupFor(null);
    setSubmittingOrder(orderNo);
    void submission.submit(orderNo);
  };

  return (
    <form className="onboarding-form" onSubmit={save} noValidate data-testid="questionnaire-form">
      <p className="form-intro">{t('questionnaire.intro')}</p>
      <p className="question-progress" data-testid="question-progress">
        {t('questionnaire.progress', { answered, total: QUESTION_CODES.length })}
      </p>
      {questions.map((q) => {
        const text = labels.questionnaire[q.code];
        const options: Option[] = q.options.map((value) => ({
          value,
          label: (text.options as Record<string, string>)[value],
        }));
        const label = `${q.code}. ${text.question}`;
        return (
          <div key={q.code} className="question-card">
            {options.length > 12 ? (
              <SelectField field={form.bind(q.code)} label={label} options={options} searchable />
            ) : (
              <RadioGroupField
                field={form.bind(q.code)}
                label={label}
                options={options}
                columns={columnsFor(options.length)}
              />
            )}
          </div>
        );
      })}
      <div className="form-footer">
        <button type="submit" className="btn btn-primary btn-block btn-large" disabled={saving} data-testid="submit">
          {t('questionnaire.submit')}
        </button>
      </div>
      {popupFor && (
        <PermissionPopup
          visible
          market={ctx.market}
          appName={ctx.appName}
          userId={ctx.userId}
          next="submit"
          onClose={() => setPopupFor(null)}
          onAgreed={() => startSubmit(popupFor)}
        />
      )}
      <SubmittingScreen
        state={submission.state}
        onRetry={() => submittingOrder && void submission.submit(submittingOrder)}
        onBack={submission.reset}
      />
    </form>
  );
}

/**
 * Credit questionnaire (src/domain/enums/questionnaire.ts): 11 single-choice questions, all required (route
 * /auth/loan_question).
 */
export default function LoanQuestionScreen() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingPage title={t('questionnaire.title')} step="questionnaire">
      {(ctx) => <QuestionnaireForm ctx={ctx} />}
    </OnboardingPage>
  );
}

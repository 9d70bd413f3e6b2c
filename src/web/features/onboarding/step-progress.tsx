import { useTranslation } from '../../i18n/use-translation';
import { CheckIcon } from '../../components/icons';
import type { Profile } from './use-onboarding';

export type StepKey = 'personal' | 'identity' | 'additional' | 'bank' | 'questionnaire';

/** Decision 0007's order: personal info, identity, additional info, bank card, questionnaire. */
const STEPS: { key: StepKey; done: (p: Profile) => boolean }[] = [
  { key: 'personal', done: (p) => p.personalInfo !== null },
  { key: 'identity', done: (p) => p.identity.completed },
  { key: 'additional', done: (p) => p.additionInfo !== null },
  { key: 'bank', done: (p) => p.bankCards.length > 0 },
  { key: 'questionnaire', done: (p) => p.questionnaire !== null },
];

/**
 * Where the borrower is in the application: five steps, the current one highlighted. Before the
 * profile answers, the others show as to do, at the same height.
 */
export function StepProgress({ current, profile }: { current: StepKey; profile: Profile | undefined }) {
  const { t } = useTranslation('onboarding');
  const index = STEPS.findIndex((s) => s.key === current);
  return (
    <ol className="step-progress" aria-label={t('steps.label', { current: index + 1, total: STEPS.length })}>
      {STEPS.map((step, i) => {
        const state = step.key === current ? 'current' : profile && step.done(profile) ? 'done' : 'todo';
        return (
          <li key={step.key} className={`step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="step-dot">{state === 'done' ? <CheckIcon size={14} /> : i + 1}</span>
            <span className="step-name">{t(`steps.${step.key}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../lib/toast';
import { copyText } from '../../user_center';

/**
 * A value the borrower must type elsewhere (CLABE, account, reference) with the Copy feedback (instrument.copied,
 * copyFailed).
 */
export function CopyField({
  label,
  value,
  testId,
  large = false,
}: {
  label: string;
  value: string;
  testId: string;
  large?: boolean;
}) {
  const { t } = useTranslation('repay');
  const copy = async () => {
    if (await copyText(value)) toast.success(t('instrument.copied'));
    else toast.fail(t('instrument.copyFailed'));
  };
  return (
    <div className="copy-field">
      <p className="loan-label">{label}</p>
      <div className="copy-line">
        <span className={`copy-value${large ? ' copy-value-large' : ''}`} data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className="btn btn-small btn-outline"
          onClick={() => void copy()}
          data-testid={`${testId}-copy`}
        >
          {t('instrument.copy')}
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CANCEL_REASONS, type CancelReason } from '../../../../domain/api/loan-money';
import { ActionSheet, Dialog } from '../../../lib/antd-kit';
import { toast } from '../../../lib/toast';
import { dialogHost, nameKitSheet } from '../../../components/form/kit-dialog';
import { cancelOrder } from '../../loan';
import { useRefreshLoan } from '../../../queries/refresh';

/** Asks why (the cancellation form's reasons); null when the borrower backs out. */
function askReason(title: string, keep: string, label: (key: CancelReason) => string): Promise<CancelReason | null> {
  return new Promise((resolve) => {
    let picked: CancelReason | null = null;
    ActionSheet.show({
      extra: title,
      cancelText: keep,
      actions: CANCEL_REASONS.map((key) => ({
        key,
        text: <span data-testid={`list-reason-${key}`}>{label(key)}</span>,
      })),
      onAction: (action) => {
        picked = action.key as CancelReason;
      },
      closeOnAction: true,
      afterClose: () => resolve(picked),
      popupClassName: 'reason-sheet',
      getContainer: dialogHost,
    });
    // The kit marks its actions as options with no list around them (and the cancel row as one
    // too), and its sheet as no dialog: once the sheet is in the page, its actions become buttons.
    const fix = () => {
      const sheet = document.querySelector('.reason-sheet .adm-popup-body');
      if (!sheet) return false;
      nameKitSheet(sheet, title);
      sheet.querySelector('.adm-action-sheet-cancel')?.removeAttribute('role');
      for (const item of sheet.querySelectorAll('.adm-action-sheet-button-item')) {
        item.setAttribute('role', 'button');
        item.setAttribute('tabindex', '0');
      }
      return true;
    };
    if (!fix()) {
      const watch = new MutationObserver(() => {
        if (fix()) watch.disconnect();
      });
      watch.observe(document.body, { childList: true, subtree: true });
    }
  });
}

/**
 * Decision 0027: a loan or its disbursement can be cancelled from the agreement list. Why, then a
 * confirmation, then the call the cancellation form makes (cancel-draw-money while a payout is
 * under way, cancel-loan before one); the order becomes 8 Cancel and the list refreshes.
 */
export function CancelLoanButton({ orderNo, status }: { orderNo: string; status: number | null }) {
  const { t } = useTranslation(['loan', 'common']);
  const refresh = useRefreshLoan();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    const reason = await askReason(t('loan:agreements.reasonTitle'), t('loan:agreements.keep'), (key) =>
      t(`loan:cancel.reasons.${key}`),
    );
    if (!reason) return;
    const sure = await Dialog.confirm({
      getContainer: dialogHost,
      title: t('loan:cancel.confirmTitle'),
      'aria-label': t('loan:cancel.confirmTitle'),
      content: t(status === 7 ? 'loan:cancel.confirmDraw' : 'loan:cancel.confirmText'),
      confirmText: t('loan:cancel.confirmYes'),
      cancelText: t('loan:cancel.confirmNo'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await cancelOrder(status, { orderNo, reason });
      toast.success(t('loan:cancel.done'));
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-small btn-danger"
      disabled={busy}
      onClick={() => void start()}
      data-testid="agreement-cancel"
    >
      {t('loan:agreements.cancel')}
    </button>
  );
}

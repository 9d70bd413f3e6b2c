import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { CallOutput } from '../../../../domain/api/contracts';

export type DataExport = CallOutput<'/user/data-export'>;
export type AccountDeletion = CallOutput<'/user/account/delete'>;

/** A copy of everything held about the borrower; asked for on a tap (a few a day), never on opening the screen. */
export function useDataExport() {
  return useMutation({ mutationFn: () => request('/user/data-export', {}, { loading: true }) });
}

/** Closes the account, or answers why it cannot close yet. */
export function useAccountDeletion() {
  return useMutation({ mutationFn: () => request('/user/account/delete', {}, { loading: true }) });
}

/** The export as a file the borrower keeps: the JSON exactly as the server sent it, named by app and date. */
export function downloadExport(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-data-${data.account.app}-${data.generatedAt.slice(0, 10)}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

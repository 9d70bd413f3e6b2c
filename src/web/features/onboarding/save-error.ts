import { ApiFailure } from '../../api/client';
import type { ServerFieldError } from '../../components/form/form-state';
import { toast } from '../../lib/toast';

/**
 * A refused save: the server's field messages go under their fields (they are in the
 * borrower's language already); anything else is a toast with the server's message.
 */
export function showSaveError(error: unknown, showOnFields: (errors: readonly ServerFieldError[]) => boolean): void {
  if (error instanceof ApiFailure) {
    if (!showOnFields(error.fieldErrors)) toast.fail(error.message);
    return;
  }
  toast.fail(error instanceof Error ? error.message : String(error));
}

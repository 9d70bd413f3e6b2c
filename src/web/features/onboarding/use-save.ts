import { useCallback, useState } from 'react';
import type { ServerFieldError } from '../../components/form/form-state';
import { showSaveError } from './save-error';

/**
 * The save step every onboarding form shares: one save at a time, the button disabled while
 * it runs, and a failure shown on the fields it names (or as a toast when it names none).
 */
export function useSave(showOnFields: (errors: readonly ServerFieldError[]) => boolean) {
  const [saving, setSaving] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setSaving(true);
      try {
        await work();
      } catch (error) {
        showSaveError(error, showOnFields);
      } finally {
        setSaving(false);
      }
    },
    [showOnFields],
  );
  return { saving, run };
}

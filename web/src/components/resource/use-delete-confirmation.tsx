import { useState, type ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { ConfirmDeleteDialog } from '../app-dialog';
import { useErrorModal } from '../error-modal';

/**
 * Deleting a row after "are you sure?": `ask(item)` opens the confirmation, which deletes, says
 * `done`, and closes; a failure shows the error and leaves the dialog open to retry or cancel.
 * Shared by the engine's lists and the set-up screens' own tables.
 */
export function useDeleteConfirmation<T>(options: {
  text: string;
  done: string;
  remove: (item: T) => Promise<void>;
  /** The confirm button's text, when the screen's spec names one (default common.delete). */
  confirmLabel?: string;
  /** A toast naming what could not be deleted, besides the error's own explanation. */
  failed?: (item: T) => string;
}): { ask: (item: T) => void; dialog: ReactNode } {
  const showError = useErrorModal();
  // Wrapped: a row may itself be a value (an index) that a bare null check would confuse.
  const [target, setTarget] = useState<{ item: T } | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await options.remove(target.item);
      notify(options.done);
      setTarget(null);
    } catch (error) {
      if (options.failed) notify(options.failed(target.item), { type: 'error' });
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return {
    ask: (item) => setTarget({ item }),
    dialog: (
      <ConfirmDeleteDialog
        open={target !== null}
        text={options.text}
        busy={busy}
        onCancel={() => setTarget(null)}
        onConfirm={() => void confirm()}
        confirmLabel={options.confirmLabel}
      />
    ),
  };
}

import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  /** The action's verb ("Delete", "Remove"), and what it reads while the request runs. */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The refusal to show above the buttons, in the person's words (api-client errorMessage). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that cannot be undone: the action, or "Keep it". */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal role="alertdialog" title={title} description={description} onClose={onClose}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="button-row">
        <button type="button" className="button" disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Keep it
        </button>
      </div>
    </Modal>
  );
}

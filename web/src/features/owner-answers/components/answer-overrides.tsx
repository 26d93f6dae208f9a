import type { AnswerOverride } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { overridesQueryOptions } from '../api/get-overrides';
import { useCreateOverride, useDeleteOverride, useUpdateOverride } from '../api/override-actions';
import { OverrideForm } from './override-form';

type Editing = { kind: 'new' } | { kind: 'edit'; override: AnswerOverride };

/**
 * The owner's own answers: each is given, instead of the website's text, to visitors whose question is
 * alike enough in meaning to its question (the threshold is shown), and counts how often it answered.
 */
export function AnswerOverrides({ assistantId }: { assistantId: string }) {
  const { data, error, isPending } = useQuery(overridesQueryOptions(assistantId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AnswerOverride | null>(null);
  const update = useUpdateOverride(assistantId);

  if (isPending) return <Spinner label="Loading your answers…" />;
  if (error)
    return (
      <Alert tone="error" title="Your answers could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <>
      <p className="muted">
        Each answer is given to visitors whose question matches its question at least{' '}
        <strong>{Math.round(data.matchThreshold * 100)}% alike in meaning</strong>, instead of the
        website&apos;s text.
      </p>
      <button type="button" className="button button--secondary" onClick={() => setEditing({ kind: 'new' })}>
        Add an answer
      </button>
      {update.error ? <Alert tone="error">{errorMessage(update.error)}</Alert> : null}
      {data.overrides.length === 0 ? (
        <p className="muted">No answers of your own yet. Answer a content gap, or add one here.</p>
      ) : (
        <div className="table-scroll">
          <table className="table override-table">
            <caption className="visually-hidden">Your answers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Answer</th>
                <th scope="col">Times used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.overrides.map((override) => (
                <tr key={override.id}>
                  <td>{override.question}</td>
                  <td className="override-table__answer">{override.answer}</td>
                  <td>{override.timesUsed}</td>
                  <td>
                    <span className={override.enabled ? 'badge badge--active' : 'badge badge--pending'}>
                      {override.enabled ? 'On' : 'Off'}
                    </span>
                  </td>
                  <td>
                    <div className="button-row">
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setEditing({ kind: 'edit', override })}
                      >
                        Edit<span className="visually-hidden"> “{override.question}”</span>
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        disabled={update.isPending}
                        onClick={() => update.mutate({ id: override.id, enabled: !override.enabled })}
                      >
                        {override.enabled ? 'Disable' : 'Enable'}
                        <span className="visually-hidden"> “{override.question}”</span>
                      </button>
                      <button type="button" className="link-button" onClick={() => setRemoving(override)}>
                        Delete<span className="visually-hidden"> “{override.question}”</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <EditDialog assistantId={assistantId} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
      {removing ? (
        <DeleteDialog assistantId={assistantId} override={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </>
  );
}

function EditDialog({
  assistantId,
  editing,
  onClose,
}: {
  assistantId: string;
  editing: Editing;
  onClose: () => void;
}) {
  const create = useCreateOverride(assistantId);
  const update = useUpdateOverride(assistantId);
  const save = editing.kind === 'new' ? create : update;
  return (
    <Modal title={editing.kind === 'new' ? 'Add an answer' : 'Edit answer'} onClose={onClose}>
      <OverrideForm
        initial={
          editing.kind === 'new'
            ? { question: '', answer: '' }
            : { question: editing.override.question, answer: editing.override.answer }
        }
        submitLabel="Save answer"
        pending={save.isPending}
        error={save.error}
        onCancel={onClose}
        onSubmit={(values) =>
          editing.kind === 'new'
            ? create.mutate(values, { onSuccess: onClose })
            : update.mutate({ id: editing.override.id, ...values }, { onSuccess: onClose })
        }
      />
    </Modal>
  );
}

function DeleteDialog({
  assistantId,
  override,
  onClose,
}: {
  assistantId: string;
  override: AnswerOverride;
  onClose: () => void;
}) {
  const remove = useDeleteOverride(assistantId);
  return (
    <ConfirmDialog
      title="Delete this answer?"
      description={`Visitors asking “${override.question}” get an answer from your website again, or are told it does not say.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() => remove.mutate(override.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

import type { ContentGap } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAnswerGap, useDismissGap } from '../api/gap-actions';
import { gapsQueryOptions } from '../api/get-gaps';
import { OverrideForm } from './override-form';

/**
 * Questions the assistant could not answer (or whose answer a visitor rated unhelpful), grouped by
 * meaning, most asked first: the owner answers each (it becomes an answer override) or marks it not for
 * the assistant, and the list shrinks.
 */
export function ContentGaps({ assistantId }: { assistantId: string }) {
  const { data, error, isPending } = useQuery(gapsQueryOptions(assistantId));
  const [answering, setAnswering] = useState<ContentGap | null>(null);
  const dismiss = useDismissGap(assistantId);

  if (isPending) return <Spinner label="Loading content gaps…" />;
  if (error)
    return (
      <Alert tone="error" title="The content gaps could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  if (data.gaps.length === 0)
    return (
      <p className="muted">
        No content gaps. Questions your assistant could not answer, or answers visitors rated unhelpful,
        appear here.
      </p>
    );
  return (
    <>
      {dismiss.error ? <Alert tone="error">{errorMessage(dismiss.error)}</Alert> : null}
      <div className="table-scroll">
        <table className="table gap-table">
          <caption className="visually-hidden">Content gaps, most asked first</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Times asked</th>
              <th scope="col">Last asked</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.gaps.map((gap) => (
              <tr key={gap.id}>
                <td>
                  {gap.question}
                  <OtherWordings gap={gap} />
                </td>
                <td>{gap.count}</td>
                <td>{formatDateTime(gap.lastAskedAt)}</td>
                <td>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setAnswering(gap)}
                    >
                      Answer<span className="visually-hidden"> “{gap.question}”</span>
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      disabled={dismiss.isPending}
                      onClick={() => dismiss.mutate(gap.id)}
                    >
                      Not for the assistant<span className="visually-hidden"> (“{gap.question}”)</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {answering ? (
        <AnswerGapDialog assistantId={assistantId} gap={answering} onClose={() => setAnswering(null)} />
      ) : null}
    </>
  );
}

/** The other ways visitors asked the same thing. */
function OtherWordings({ gap }: { gap: ContentGap }) {
  const others = gap.examples.filter((example) => example !== gap.question);
  if (others.length === 0) return null;
  return <p className="muted">Also asked as: {others.map((example) => `“${example}”`).join(', ')}</p>;
}

function AnswerGapDialog({
  assistantId,
  gap,
  onClose,
}: {
  assistantId: string;
  gap: ContentGap;
  onClose: () => void;
}) {
  const answer = useAnswerGap(assistantId);
  return (
    <Modal
      title="Answer this question"
      description="Your answer is given, word for word, to visitors who ask this or something like it, cited as coming from you."
      onClose={onClose}
    >
      <OverrideForm
        initial={{ question: gap.question, answer: '' }}
        submitLabel="Save answer"
        pending={answer.isPending}
        error={answer.error}
        onCancel={onClose}
        onSubmit={(values) => answer.mutate({ gapId: gap.id, ...values }, { onSuccess: onClose })}
      />
    </Modal>
  );
}

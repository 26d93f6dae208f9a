import { useAnswerFeedback } from '../api/send-feedback';

/** "Was this helpful?" under an answer; one click, then a thank-you. */
export function AnswerFeedback({ assistantId, messageId }: { assistantId: string; messageId: string }) {
  const feedback = useAnswerFeedback(assistantId, messageId);
  if (feedback.isSuccess) return <p className="message__feedback">Thanks for the feedback.</p>;
  return (
    <div className="message__feedback" role="group" aria-label="Was this answer helpful?">
      <span aria-hidden="true">Helpful?</span>
      <button
        type="button"
        className="link-button"
        disabled={feedback.isPending}
        onClick={() => feedback.mutate(true)}
      >
        Yes
      </button>
      <button
        type="button"
        className="link-button"
        disabled={feedback.isPending}
        onClick={() => feedback.mutate(false)}
      >
        No
      </button>
      {feedback.isError ? <span className="muted">Could not send; try again.</span> : null}
    </div>
  );
}

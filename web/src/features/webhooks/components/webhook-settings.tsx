import { webhookSettingsSchema } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PlanFeatureNotice, planFeatureMissing } from '../../../components/plan-feature-notice';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { webhookQueryOptions } from '../api/get-webhook';
import { useSaveWebhook, useSendTestEvent } from '../api/webhook-actions';
import { WebhookDeliveries } from './webhook-deliveries';

/**
 * The owner's signed webhook: where leads and handoffs are POSTed, the secret that signs them, a test
 * event, and the log of what was sent.
 */
export function WebhookSettings({ assistantId }: { assistantId: string }) {
  const { data, error, isPending } = useQuery(webhookQueryOptions(assistantId));
  const sendTest = useSendTestEvent(assistantId);

  if (isPending) return <Spinner label="Loading your webhook…" />;
  const missing = planFeatureMissing(error);
  if (missing) return <PlanFeatureNotice message={missing} />;
  if (error)
    return (
      <Alert tone="error" title="Your webhook could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <>
      <p className="muted">
        Each lead and each handoff is POSTed to this address as JSON, signed in the{' '}
        <code>X-GPTsite-Signature</code> header with your secret.
      </p>
      <WebhookUrlForm assistantId={assistantId} savedUrl={data.url} />
      {data.secret ? (
        <div className="field">
          <span id={`${assistantId}-secret`}>Signing secret</span>
          <div className="button-row">
            <code aria-labelledby={`${assistantId}-secret`} className="snippet">
              {data.secret}
            </code>
            <CopyButton text={data.secret} label="Copy secret" copiedHint="The signing secret is copied" />
          </div>
        </div>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={!data.url || sendTest.isPending}
          onClick={() => sendTest.mutate()}
        >
          {sendTest.isPending ? 'Sending…' : 'Send test event'}
        </button>
      </div>
      {sendTest.error ? <Alert tone="error">{errorMessage(sendTest.error)}</Alert> : null}
      {sendTest.isSuccess ? (
        <p className="muted" role="status">
          Test event queued; its result appears below.
        </p>
      ) : null}
      <h3>Deliveries</h3>
      <WebhookDeliveries deliveries={data.deliveries} />
    </>
  );
}

/** The URL, checked with the server's own schema first; a private address is refused by the server. */
function WebhookUrlForm({ assistantId, savedUrl }: { assistantId: string; savedUrl: string | null }) {
  const id = useId();
  const save = useSaveWebhook(assistantId);
  const [url, setUrl] = useState(savedUrl ?? '');
  const [localError, setLocalError] = useState<string | null>(null);
  const serverFieldError = save.error instanceof ApiError ? save.error.fields?.url : undefined;
  const problem = localError ?? serverFieldError ?? (save.error ? errorMessage(save.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookSettingsSchema.safeParse({ url });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'Please check the URL');
      return;
    }
    setLocalError(null);
    save.mutate({ url: parsed.data.url });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-url`}>Webhook URL</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/gptsite"
          value={url}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-url-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-url-error`} className="field__error">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save URL'}
        </button>
        {save.isSuccess ? (
          <span className="muted" role="status">
            Saved
          </span>
        ) : null}
      </div>
    </form>
  );
}

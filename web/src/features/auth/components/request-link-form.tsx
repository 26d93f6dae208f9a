import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordLink } from '../api/password';

/** Asks for a new set-password link by email; the answer is the same whether the account exists or not. */
export function RequestLinkForm({ submitLabel = 'Send me a link' }: { submitLabel?: string }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const request = useRequestPasswordLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  if (request.isSuccess)
    return (
      <Alert tone="success" title="Check your mail">
        If an account uses {email.trim()}, a link to set a new password is on its way. It works once and
        expires in an hour; look in your spam folder if it has not arrived in a few minutes.
      </Alert>
    );
  return (
    <form className="form form--narrow" onSubmit={submit} noValidate>
      {request.error ? (
        <Alert tone="error" title="We couldn't send the link">
          {errorMessage(request.error)}
        </Alert>
      ) : null}
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={request.isPending || !email.trim()}>
        {request.isPending ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}

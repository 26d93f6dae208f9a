import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordLink } from '../api/password';
import { decodeToken, readToken } from '../utils/token';
import { RequestLinkForm } from './request-link-form';

/**
 * "Set your password" for someone who has just started a trial and has no password yet: mails the
 * set-password link (the same mail the trial sent) to the address the trial was submitted with, which
 * only this tab knows, or to one they type. Nothing for someone already signed in.
 */
export function SetPasswordOffer({ email }: { email: string | null }) {
  const request = useRequestPasswordLink();
  if (decodeToken(readToken())) return null;
  return (
    <section className="card set-password-offer" aria-labelledby="set-password-title">
      <h2 id="set-password-title">Set your password</h2>
      <p>
        Your assistant is saved to your account. Set a password to come back to its dashboard from any device.
      </p>
      {!email ? (
        <RequestLinkForm submitLabel="Email me a link to set my password" />
      ) : request.isSuccess ? (
        <Alert tone="success" title="Check your mail">
          We sent a link to set your password to {email}. It works once and expires in an hour; look in your
          spam folder if it has not arrived in a few minutes.
        </Alert>
      ) : (
        <>
          {request.error ? (
            <Alert tone="error" title="We couldn't send the link">
              {errorMessage(request.error)}
            </Alert>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={request.isPending}
            onClick={() => request.mutate(email)}
          >
            {request.isPending ? 'Sending…' : 'Set your password'}
          </button>
          <p className="muted">We'll email a link to {email}.</p>
        </>
      )}
    </section>
  );
}

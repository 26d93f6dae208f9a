import { MIN_PASSWORD_LENGTH, type Role } from '@gptsite/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApiError, errorMessage, errorStatus } from '../../../lib/api-client';
import { useSetPassword } from '../api/password';
import { RequestLinkForm } from './request-link-form';

interface SetPasswordFormProps {
  token: string;
  onSignedIn: (role: Role) => void;
}

/**
 * The mailed link's page: a new password twice. A weak one (400) is explained under the field; a used or
 * expired link (410) offers to mail a new one.
 */
export function SetPasswordForm({ token, onSignedIn }: SetPasswordFormProps) {
  const passwordId = useId();
  const confirmId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const mutation = useSetPassword();
  const status = errorStatus(mutation.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setMismatch(true);
    setMismatch(false);
    mutation.mutate({ token, password }, { onSuccess: (claims) => onSignedIn(claims.role) });
  };

  if (status === 410)
    return (
      <>
        <Alert tone="warning" title="This link can no longer be used">
          It has already been used or has expired. Enter your email and we'll send you a new one.
        </Alert>
        <RequestLinkForm submitLabel="Send me a new link" />
      </>
    );

  // A 400 about the password is the policy's reason; one about the token means a damaged link.
  const badLink = mutation.error instanceof ApiError && Boolean(mutation.error.fields?.token);
  const weak = status === 400 && !badLink ? errorMessage(mutation.error).replace(/^400: /, '') : null;
  const otherError = mutation.error && !weak ? errorMessage(mutation.error) : null;
  const passwordError = weak ?? (mismatch ? 'The two passwords are not the same' : null);
  return (
    <form className="form form--narrow" onSubmit={submit} noValidate>
      {otherError ? (
        <Alert tone="error" title="We couldn't set your password">
          {otherError}
        </Alert>
      ) : null}
      <div className={passwordError ? 'field field--invalid' : 'field'}>
        <label htmlFor={passwordId}>New password</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={`${passwordId}-hint${passwordError ? ` ${passwordId}-error` : ''}`}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${passwordId}-hint`} className="field__hint">
          At least {MIN_PASSWORD_LENGTH} characters; a few unrelated words make a strong one.
        </p>
        {passwordError ? (
          <p id={`${passwordId}-error`} className="field__error">
            {passwordError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={confirmId}>Repeat the password</label>
        <input
          id={confirmId}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="button button--large"
        disabled={mutation.isPending || !password || !confirm}
      >
        {mutation.isPending ? 'Saving…' : 'Set password and sign in'}
      </button>
    </form>
  );
}

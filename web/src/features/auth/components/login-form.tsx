import { categorizeError, ERROR_CATEGORY_TEXT, type Role } from '@gptsite/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { clearToken } from '../utils/token';

interface LoginFormProps {
  /** When set, an account with another role is turned away. */
  requiredRole?: Role;
  onSignedIn: (role: Role) => void;
}

export function LoginForm({ requiredRole, onSignedIn }: LoginFormProps) {
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [roleError, setRoleError] = useState<string | null>(null);
  const mutation = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRoleError(null);
    mutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (claims) => {
          if (requiredRole && claims.role !== requiredRole) {
            clearToken();
            setRoleError(
              'This account does not have access to this area. Please sign in with an authorised account.',
            );
            return;
          }
          onSignedIn(claims.role);
        },
      },
    );
  };

  const failure = mutation.error ? errorMessage(mutation.error) : null;
  return (
    <form className="form form--narrow" onSubmit={submit} noValidate>
      {failure ? (
        <Alert tone="error" title="We couldn't sign you in">
          <p>{ERROR_CATEGORY_TEXT[categorizeError(failure)]}</p>
          <p className="muted">{failure}</p>
        </Alert>
      ) : null}
      {roleError ? <Alert tone="error">{roleError}</Alert> : null}
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="button button--large"
        disabled={mutation.isPending || !email || !password}
      >
        {mutation.isPending ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        <Link to="/user/forgot-password">Forgot your password?</Link> New here? The link in your welcome mail
        sets your first password.
      </p>
    </form>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';

/**
 * What a conversion's page shows when the server answers 401 (no sign-in, no viewing token for it) or
 * 403 (signed in with an account that does not manage it): a way in, rather than a generic error.
 */
export function SignInPrompt({ status }: { status: 401 | 403 }) {
  const location = useLocation();
  const login = `/user/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`;
  if (status === 403)
    return (
      <Alert tone="warning" title="This assistant belongs to another account">
        <p>
          You're signed in with an account that can't see it. Sign in with the account that started the trial.
        </p>
        <p>
          <Link className="button" to={login}>
            Sign in with another account
          </Link>
        </p>
      </Alert>
    );
  return (
    <Alert tone="info" title="Sign in to see this assistant">
      <p>
        Its dashboard belongs to the account that started the trial. New here? The mail we sent you when the
        trial started has a link to set your password.
      </p>
      <p className="button-row">
        <Link className="button" to={login}>
          Sign in
        </Link>
        <Link to="/user/forgot-password">Forgot your password?</Link>
      </p>
    </Alert>
  );
}

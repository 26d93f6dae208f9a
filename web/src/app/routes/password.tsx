import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { RequestLinkForm } from '../../features/auth/components/request-link-form';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { HOME_FOR_ROLE } from '../../features/auth/utils/token';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/user/set-password?token=…`: the link of the welcome and reset mails; lands signed in on the dashboard. */
export function SetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle('Set your password');
  const token = params.get('token');
  return (
    <div className="page page--narrow">
      <h1>Set your password</h1>
      {token ? (
        <>
          <p className="muted">Choose the password you'll sign in with from now on.</p>
          <SetPasswordForm
            token={token}
            onSignedIn={(role) => navigate(HOME_FOR_ROLE[role], { replace: true })}
          />
        </>
      ) : (
        <>
          <Alert tone="warning" title="This link is incomplete">
            Open the link from your mail again, or ask for a new one below.
          </Alert>
          <RequestLinkForm submitLabel="Send me a new link" />
        </>
      )}
    </div>
  );
}

/** `/user/forgot-password`: mails a link to choose a new password. */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot your password?');
  return (
    <div className="page page--narrow">
      <h1>Forgot your password?</h1>
      <p className="muted">
        Enter the email you signed up with and we'll send you a link to choose a new one.
      </p>
      <RequestLinkForm />
      <p>
        <Link to="/user/login">Back to sign in</Link>
      </p>
    </div>
  );
}

import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../features/auth/components/login-form';
import { HOME_FOR_ROLE } from '../../features/auth/utils/token';
import { safeRedirectPath } from '../../lib/redirect';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/user/login?redirectUrl=…`: back to where the visitor was going, or to their role's home. */
export function UserLoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle('Sign in');
  const redirectUrl = params.get('redirectUrl');
  return (
    <div className="page page--narrow">
      <h1>Sign in</h1>
      <p className="muted">Use the email you started your trial with.</p>
      <LoginForm
        onSignedIn={(role) => navigate(safeRedirectPath(redirectUrl, HOME_FOR_ROLE[role]), { replace: true })}
      />
    </div>
  );
}

export function SuperAdminLoginRoute() {
  const navigate = useNavigate();
  useDocumentTitle('Super admin sign in');
  return (
    <div className="page page--narrow">
      <h1>Super admin sign in</h1>
      <p className="muted">For platform operators only.</p>
      <LoginForm requiredRole="super_admin" onSignedIn={() => navigate('/superadmin', { replace: true })} />
    </div>
  );
}

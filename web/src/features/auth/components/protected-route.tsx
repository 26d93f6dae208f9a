import type { Role } from '@gptsite/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { refreshSession } from '../utils/refresh-session';
import { clearToken, decodeToken, loginPathFor, readToken } from '../utils/token';

type Check = 'checking' | 'allowed' | 'denied';

/**
 * Client-side role gate (spec section 4): a spinner while checking; a missing token or a role mismatch
 * clears the token and redirects to the role's login (super admin: /superadmin/login; others:
 * /user/login?redirectUrl=…). A missing or expired access token is first renewed from the refresh cookie,
 * so an owner who signed in yesterday is not asked again. The server still checks every call.
 */
export function ProtectedRoute({ role, children }: { role: Role; children: ReactNode }) {
  const location = useLocation();
  const [check, setCheck] = useState<Check>('checking');

  useEffect(() => {
    let current = true;
    const settle = (claims: ReturnType<typeof decodeToken>) => {
      if (!current) return;
      if (claims?.role === role) return setCheck('allowed');
      clearToken();
      setCheck('denied');
    };
    const claims = decodeToken(readToken());
    if (claims) settle(claims);
    else void refreshSession().then((token) => settle(decodeToken(token)));
    return () => {
      current = false;
    };
  }, [role]);

  if (check === 'checking') return <Spinner label="Checking your sign-in…" />;
  if (check === 'denied')
    return <Navigate replace to={loginPathFor(role, location.pathname + location.search)} />;
  return <>{children}</>;
}

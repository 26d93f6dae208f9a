import type { Role } from '@gptsite/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { clearToken, decodeToken, loginPathFor, readToken } from '../utils/token';

type Check = 'checking' | 'allowed' | 'denied';

/** Client-side role gate (spec section 4): the server still checks every call. */
export function ProtectedRoute({ role, children }: { role: Role; children: ReactNode }) {
  const location = useLocation();
  const [check, setCheck] = useState<Check>('checking');

  useEffect(() => {
    const claims = decodeToken(readToken());
    if (claims?.role === role) {
      setCheck('allowed');
      return;
    }
    clearToken();
    setCheck('denied');
  }, [role]);

  if (check === 'checking') return <Spinner label="Checking your sign-in…" />;
  if (check === 'denied')
    return <Navigate replace to={loginPathFor(role, location.pathname + location.search)} />;
  return <>{children}</>;
}

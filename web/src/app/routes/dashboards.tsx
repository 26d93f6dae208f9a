import { BRANDS } from '@gptsite/shared';
import { Link, useNavigate } from 'react-router-dom';
import { useSignOut } from '../../features/auth/api/logout';
import { PricingTable } from '../../features/brands/components/pricing-table';
import { SystemMonitor } from '../../features/monitor/components/system-monitor';
import { MyAssistants } from '../../features/workspace/components/my-assistants';
import { useDocumentTitle } from '../../lib/use-document-title';

function SignOutButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const endSession = useSignOut();
  const signOut = async () => {
    await endSession();
    navigate(to, { replace: true });
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

export function UserDashboardRoute() {
  useDocumentTitle('Your dashboard');
  return (
    <div className="page">
      <div className="section-header">
        <h1>Your assistants</h1>
        <SignOutButton to="/user/login" />
      </div>
      <MyAssistants />
    </div>
  );
}

export function SchoolDashboardRoute() {
  useDocumentTitle('School dashboard');
  return (
    <div className="page">
      <div className="section-header">
        <h1>School dashboard</h1>
        <SignOutButton to="/user/login" />
      </div>
      <p>
        <Link to="/school/dashboard/subscription">Subscription and plan</Link>
      </p>
      <h2>Assistants</h2>
      <MyAssistants />
    </div>
  );
}

export function SubscriptionRoute() {
  useDocumentTitle('Subscription');
  return (
    <div className="page">
      <h1>Subscription</h1>
      <p>
        <Link to="/school/dashboard">Back to the dashboard</Link>
      </p>
      <PricingTable brand={BRANDS.edgpt} />
    </div>
  );
}

export function SuperAdminRoute() {
  useDocumentTitle('Super admin');
  return (
    <div className="page">
      <div className="section-header">
        <h1>Platform administration</h1>
        <SignOutButton to="/superadmin/login" />
      </div>
      <nav aria-label="Admin tools" className="chip-row">
        <Link className="chip" to="/test-suite">
          Test suite
        </Link>
        <Link className="chip" to="/dashboard-test">
          Dashboard test
        </Link>
        <Link className="chip" to="/preview">
          Data preview
        </Link>
        <Link className="chip" to="/brands">
          Brands
        </Link>
      </nav>
      <SystemMonitor />
    </div>
  );
}

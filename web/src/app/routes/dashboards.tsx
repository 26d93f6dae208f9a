import { BRANDS } from '@gptsite/shared';
import { Link, useNavigate } from 'react-router-dom';
import { useSignOut } from '../../features/auth/api/logout';
import { PricingTable } from '../../features/brands/components/pricing-table';
import { SystemMonitor } from '../../features/monitor/components/system-monitor';
import { AuditLog } from '../../features/admin/components/audit-log';
import { BrandOverview } from '../../features/admin/components/brand-overview';
import {
  AssistantsTable,
  CustomersTable,
  InvoicesTable,
  TrialsTable,
} from '../../features/admin/components/brand-tables';
import { DomainStatistics } from '../../features/admin/components/domain-stats';
import { SubAdmins } from '../../features/admin/components/sub-admins';
import { adminBrand } from '../../features/admin/utils/admin-brand';
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
  useDocumentTitle('Domain admin dashboard');
  const brand = adminBrand();
  return (
    <div className="page admin-page">
      <div className="section-header">
        <h1>{brand ? `${BRANDS[brand].name} administration` : 'Domain administration'}</h1>
        <SignOutButton to="/user/login" />
      </div>
      <nav aria-label="Admin pages" className="chip-row">
        <Link className="chip" to="/school/dashboard/subscription">
          Plans and invoices
        </Link>
      </nav>
      <TrialsTable allBrands={false} />
      <CustomersTable allBrands={false} />
      <BrandOverview />
      <AssistantsTable allBrands={false} />
    </div>
  );
}

export function SubscriptionRoute() {
  useDocumentTitle('Plans and invoices');
  const brand = adminBrand() ?? 'edgpt';
  return (
    <div className="page admin-page">
      <h1>Subscription</h1>
      <p>
        <Link to="/school/dashboard">Back to the dashboard</Link>
      </p>
      <InvoicesTable allBrands={false} />
      <PricingTable brand={BRANDS[brand]} />
    </div>
  );
}

export function SuperAdminRoute() {
  useDocumentTitle('Super admin');
  return (
    <div className="page admin-page">
      <div className="section-header">
        <h1>Platform administration</h1>
        <SignOutButton to="/superadmin/login" />
      </div>
      <nav aria-label="Admin tools" className="chip-row">
        <Link className="chip" to="/monitor">
          System monitor
        </Link>
        <a className="chip" href="/admin/queues">
          Bull Board
        </a>
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
      <DomainStatistics />
      <SubAdmins />
      <TrialsTable allBrands />
      <CustomersTable allBrands />
      <InvoicesTable allBrands />
      <BrandOverview />
      <AssistantsTable allBrands />
      <AuditLog />
      <SystemMonitor />
    </div>
  );
}

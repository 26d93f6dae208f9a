import { BRAND_LIST, type Brand } from '@gptsite/shared';
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { BareLayout, RootLayout } from './layout/root-layout';
import { BrandLandingRoute, HostLandingRoute } from './routes/brand-landing';
import { ConversionRoute } from './routes/conversion';
import { AboutRoute, ContactRoute, HomeRoute } from './routes/info-pages';
import { DemoAssistantRoute, LiveAssistantRoute } from './routes/live-assistant';
import { SuperAdminLoginRoute, UserLoginRoute } from './routes/login';
import { ForgotPasswordRoute, SetPasswordRoute } from './routes/password';
import { NotFoundRoute } from './routes/not-found';

// Pages visitors rarely open are split out so the landing page stays small.
const named = <K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const dashboards = () => import('./routes/dashboards');
const ops = () => import('./routes/ops-pages');
const demos = () => import('./routes/demo-pages');
const explorers = () => import('./routes/explorer-pages');
const UserDashboardRoute = named(dashboards, 'UserDashboardRoute');
const SchoolDashboardRoute = named(dashboards, 'SchoolDashboardRoute');
const SubscriptionRoute = named(dashboards, 'SubscriptionRoute');
const SuperAdminRoute = named(dashboards, 'SuperAdminRoute');
const MonitorRoute = named(ops, 'MonitorRoute');
const TestSuiteRoute = named(ops, 'TestSuiteRoute');
const DashboardTestRoute = named(ops, 'DashboardTestRoute');
const PreviewRoute = named(ops, 'PreviewRoute');
const ConversionDemoRoute = named(demos, 'ConversionDemoRoute');
const ScrapingDemoRoute = named(demos, 'ScrapingDemoRoute');
const PromptEnhancerRoute = named(demos, 'PromptEnhancerRoute');
const BrandsRoute = named(explorers, 'BrandsRoute');
const DomainsRoute = named(explorers, 'DomainsRoute');
const OwnerDashboardRoute = named(() => import('./routes/owner-dashboard'), 'OwnerDashboardRoute');
const CheckoutRoute = named(() => import('./routes/checkout'), 'CheckoutRoute');
const CheckoutSuccessRoute = named(() => import('./routes/checkout'), 'CheckoutSuccessRoute');
const CheckoutCancelledRoute = named(() => import('./routes/checkout'), 'CheckoutCancelledRoute');
const LegalRoute = named(() => import('./routes/legal'), 'LegalRoute');

/** Every landing path of every brand: its product path plus its aliases (`/law`, `/tax`, `/cpa`, …). */
export const BRAND_PATHS: ReadonlyArray<{ path: string; brand: Brand }> = BRAND_LIST.flatMap((brand) =>
  [...new Set([`/${brand.product}`, ...brand.aliases])].map((path) => ({ path, brand })),
);

const STATIC_PAGES: ReadonlyArray<[string, ReactNode]> = [
  ['home', <HomeRoute />],
  ['about', <AboutRoute />],
  ['contact', <ContactRoute />],
  ['brands', <BrandsRoute />],
  ['domains', <DomainsRoute />],
  ['conversion-demo', <ConversionDemoRoute />],
  ['prompt-enhancer', <PromptEnhancerRoute />],
  ['scraping-demo', <ScrapingDemoRoute />],
  ['monitor', <MonitorRoute />],
  ['dashboard-test', <DashboardTestRoute />],
  [
    'test-suite',
    <ProtectedRoute role="super_admin">
      <TestSuiteRoute />
    </ProtectedRoute>,
  ],
  ['preview', <PreviewRoute />],
];

/** The route map of spec section 2. Static segments outrank the `/:product/:conversionId` pattern. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HostLandingRoute />} />
        {BRAND_PATHS.map(({ path, brand }) => (
          <Route key={path} path={path} element={<BrandLandingRoute key={brand.key} brand={brand} />} />
        ))}
        {STATIC_PAGES.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="user/login" element={<UserLoginRoute />} />
        <Route path="superadmin/login" element={<SuperAdminLoginRoute />} />
        <Route path="user/set-password" element={<SetPasswordRoute />} />
        <Route path="user/forgot-password" element={<ForgotPasswordRoute />} />
        <Route
          path="user/dashboard"
          element={
            <ProtectedRoute role="user">
              <UserDashboardRoute />
            </ProtectedRoute>
          }
        />
        <Route
          path="school/dashboard"
          element={
            <ProtectedRoute role="admin">
              <SchoolDashboardRoute />
            </ProtectedRoute>
          }
        />
        <Route
          path="school/dashboard/subscription"
          element={
            <ProtectedRoute role="admin">
              <SubscriptionRoute />
            </ProtectedRoute>
          }
        />
        <Route
          path="superadmin"
          element={
            <ProtectedRoute role="super_admin">
              <SuperAdminRoute />
            </ProtectedRoute>
          }
        />
        <Route path="conversion/:conversionId" element={<ConversionRoute />} />
        <Route path="school-dashboard/:conversionId" element={<OwnerDashboardRoute />} />
        <Route path="checkout/:platform/:tier/:interval" element={<CheckoutRoute />} />
        <Route path="checkout/:platform/:tier/:interval/success" element={<CheckoutSuccessRoute />} />
        <Route path="checkout/:platform/:tier/:interval/cancelled" element={<CheckoutCancelledRoute />} />
        <Route path="legal/:page" element={<LegalRoute />} />
        <Route path=":brandId/legal/:page" element={<LegalRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route element={<BareLayout />}>
        <Route path="gptsite-demo/:id" element={<DemoAssistantRoute />} />
        <Route path=":product/:conversionId" element={<LiveAssistantRoute />} />
      </Route>
    </Routes>
  );
}

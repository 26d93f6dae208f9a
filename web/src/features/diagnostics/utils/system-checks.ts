import {
  BRAND_KEYS,
  BRAND_LIST,
  normalizeWebsiteInput,
  QUEUES,
  validateTrial,
  type MonitorSnapshot,
  type SystemStatus,
} from '@gptsite/shared';
import { ApiError, apiGet, apiPost, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../auth/utils/token';
import { connected, expect, timed, type DiagnosticGroup } from './diagnostic-types';

const status = () => apiGet<SystemStatus>('/api/system/status');
const monitor = () => apiGet<MonitorSnapshot>('/api/system/monitor');
const VALID_TRIAL = {
  brand: 'gpt',
  name: 'Test Owner',
  email: 'owner@example.com',
  website: 'www.example.com',
};

const systemHealth: DiagnosticGroup = {
  id: 'system-health',
  name: 'System health',
  description: 'The API answers and reports its dependencies.',
  tests: [
    {
      id: 'health',
      name: 'API health check answers',
      run: async () =>
        `HEAD /api/health in ${(await timed(() => apiRequest<void>('/api/health', { method: 'HEAD' }))).ms} ms`,
    },
    {
      id: 'status',
      name: 'System status is reported',
      run: async () => `checked ${(await status()).lastChecked}`,
    },
    {
      id: 'database',
      name: 'Database is operational',
      run: async () => (
        expect((await status()).database === 'operational', 'database reports an outage'),
        'operational'
      ),
    },
    {
      id: 'ai',
      name: 'AI service is operational',
      run: async () => (
        expect((await status()).ai === 'operational', 'AI service reports an outage'),
        'operational'
      ),
    },
  ],
};

async function serverRejectsInvalidTrial(): Promise<string> {
  try {
    await apiPost('/api/v1/trials', { brand: 'gpt' });
  } catch (error) {
    expect(
      error instanceof ApiError && error.status === 400,
      `expected 400, got ${error instanceof Error ? error.message : error}`,
    );
    return `400 with ${Object.keys(error.fields ?? {}).length} field errors`;
  }
  throw new Error('the server accepted an empty trial');
}

const trialForms: DiagnosticGroup = {
  id: 'trial-forms',
  name: 'Trial forms',
  description: 'The shared validation and the trial endpoint agree.',
  tests: [
    {
      id: 'valid',
      name: 'A complete form passes validation',
      run: async () => (expect(validateTrial(VALID_TRIAL).ok, 'valid input rejected'), 'ok'),
    },
    {
      id: 'name',
      name: 'A missing name is reported',
      run: async () => {
        const result = validateTrial({ ...VALID_TRIAL, name: '' });
        expect(!result.ok && result.fields.name, 'no name error');
        return result.fields.name;
      },
    },
    {
      id: 'email',
      name: 'A malformed email is reported',
      run: async () => {
        const result = validateTrial({ ...VALID_TRIAL, email: 'owner@' });
        expect(!result.ok && result.fields.email, 'no email error');
        return result.fields.email;
      },
    },
    {
      id: 'website',
      name: 'A bare domain becomes a URL',
      run: async () => {
        const url = normalizeWebsiteInput('example.com');
        expect(url === 'https://example.com/', `got ${url}`);
        return url;
      },
    },
    {
      id: 'brands',
      name: 'Every brand is accepted',
      run: async () => (
        expect(
          BRAND_KEYS.every((brand) => validateTrial({ ...VALID_TRIAL, brand }).ok),
          'a brand key was rejected',
        ),
        `${BRAND_KEYS.length} brands`
      ),
    },
    { id: 'server', name: 'The server rejects an incomplete trial', run: serverRejectsInvalidTrial },
  ],
};

const notifications: DiagnosticGroup = {
  id: 'notifications',
  name: 'Notifications',
  description: 'Live events reach the browser.',
  tests: [
    {
      id: 'socket',
      name: 'Socket.IO connects',
      run: async ({ getSocket }) => (await connected(getSocket()), 'connected'),
    },
    {
      id: 'monitor-push',
      name: 'Monitor pushes a snapshot',
      run: async ({ getSocket }) => {
        const socket = getSocket();
        await connected(socket);
        const snapshot = await new Promise<MonitorSnapshot>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no monitor:snapshot within 5 s')), 5000);
          socket.once('monitor:snapshot', (value) => (clearTimeout(timer), resolve(value)));
          const token = readToken();
          socket.emit('monitor:subscribe', token ? { token } : {});
        });
        return `snapshot of ${snapshot.generatedAt}`;
      },
    },
    {
      id: 'status-time',
      name: 'Status carries a check time',
      run: async () => {
        const { lastChecked } = await status();
        expect(!Number.isNaN(Date.parse(lastChecked)), 'lastChecked is not a time');
        return lastChecked;
      },
    },
    {
      id: 'errors-counted',
      name: 'Error reports are counted',
      run: async () => `${(await monitor()).errorReports.last24h} in the last 24 h`,
    },
  ],
};

const analytics: DiagnosticGroup = {
  id: 'analytics',
  name: 'Analytics',
  description: 'The numbers operators rely on are present.',
  tests: [
    {
      id: 'snapshot',
      name: 'Monitor snapshot loads',
      run: async () => `generated ${(await monitor()).generatedAt}`,
    },
    {
      id: 'queues',
      name: 'Every queue is reported',
      run: async () => {
        const names = (await monitor()).queues.map((queue) => queue.name);
        const missing = QUEUES.filter((queue) => !names.includes(queue));
        expect(missing.length === 0, `missing ${missing.join(', ')}`);
        return names.join(', ');
      },
    },
    {
      id: 'workers',
      name: 'A worker sent a heartbeat in the last minute',
      run: async () => {
        const snapshot = await monitor();
        const now = Date.parse(snapshot.generatedAt);
        const alive = snapshot.workers.filter((worker) => now - Date.parse(worker.lastSeenAt) < 60_000);
        expect(alive.length > 0, 'no recent heartbeat');
        return `${alive.length} alive`;
      },
    },
    {
      id: 'in-flight',
      name: 'Conversions in flight are listed',
      run: async () => `${(await monitor()).conversionsInFlight.length} running`,
    },
  ],
};

async function widgetServed(): Promise<string> {
  const response = await fetch('/widget.js', { credentials: 'include' });
  expect(response.ok, `GET /widget.js answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  expect(/javascript/.test(type), `content type is ${type || 'missing'}`);
  return type;
}

async function demoAssistants(): Promise<string> {
  const results = await Promise.allSettled(
    BRAND_LIST.map((brand) => apiGet<{ assistantId: string }>(`/api/v1/demo-assistants/${brand.key}`)),
  );
  const ready = results.filter((result) => result.status === 'fulfilled').length;
  expect(ready > 0, 'no brand has a demo assistant yet');
  return `${ready} of ${BRAND_LIST.length} brands`;
}

const integrations: DiagnosticGroup = {
  id: 'integrations',
  name: 'Integrations',
  description: 'What customer sites and the landing pages depend on.',
  tests: [
    { id: 'widget', name: 'Widget script is served', run: widgetServed },
    { id: 'demo', name: 'Demo assistants exist', run: demoAssistants },
    {
      id: 'demo-profile',
      name: 'A demo assistant profile loads',
      run: async () => {
        const { assistantId } = await apiGet<{ assistantId: string }>('/api/v1/demo-assistants/gpt');
        return (await apiGet<{ name: string }>(`/api/v1/assistants/${assistantId}`)).name;
      },
    },
    {
      id: 'socket-integration',
      name: 'Socket.IO path is reachable',
      run: async ({ getSocket }) => (await connected(getSocket()), '/socket.io'),
    },
  ],
};

const budget = (name: string, id: string, limitMs: number, call: () => Promise<unknown>) => ({
  id,
  name,
  run: async () => {
    const { ms } = await timed(call);
    expect(ms <= limitMs, `${ms} ms, budget ${limitMs} ms`);
    return `${ms} ms`;
  },
});

const performanceGroup: DiagnosticGroup = {
  id: 'performance',
  name: 'Performance',
  description: 'Response times within budget.',
  tests: [
    budget('Health check under 300 ms', 'health-time', 300, () =>
      apiRequest<void>('/api/health', { method: 'HEAD' }),
    ),
    budget('Status under 1 s', 'status-time', 1000, status),
    budget('Monitor under 1 s', 'monitor-time', 1000, monitor),
    {
      id: 'page-load',
      name: 'This page loaded in under 3 s',
      run: async () => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        expect(navigation, 'navigation timing unavailable');
        const ms = Math.round(navigation.domContentLoadedEventEnd - navigation.startTime);
        expect(ms <= 3000, `${ms} ms`);
        return `${ms} ms`;
      },
    },
  ],
};

/** The admin test suite's six groups (spec section 9), each check a real call or a real rule. */
export const SYSTEM_TEST_GROUPS: readonly DiagnosticGroup[] = [
  systemHealth,
  trialForms,
  notifications,
  analytics,
  integrations,
  performanceGroup,
];

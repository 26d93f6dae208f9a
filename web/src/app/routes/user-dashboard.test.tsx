import type {
  AssistantListItem,
  AssistantProfile,
  ConversationDetail,
  ConversationSummary,
} from '@gptsite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../features/auth/utils/token';
import { json, mockFetch, type RecordedCall } from '../../test/http';
import { renderRoute } from '../../test/render';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
const tokenFor = (role: string, exp = Math.floor(Date.now() / 1000) + 900) =>
  jwt({ user: { id: 'u1', email: 'grace@hopper.example', name: 'Grace', role }, exp });

const assistant: AssistantListItem = {
  id: 'a1',
  name: 'Hopper Law Assistant',
  brand: 'lawfirm',
  website: 'https://hopper-law.example/',
  status: 'live',
  conversionId: 'c1',
  liveUrl: '/lawfirm/c1',
  allowedDomains: [],
  lastBuiltAt: '2026-03-04T05:06:07.000Z',
  pagesIndexed: 42,
  documentsIndexed: 1,
  conversationsThisMonth: 1250,
};
const profile: AssistantProfile = {
  id: 'a1',
  brand: 'lawfirm',
  name: 'Hopper Law Assistant',
  greeting: 'Hello!',
  suggestedQuestions: ['What are your fees?'],
  colors: { primary: '#112233', secondary: '#ffffff' },
  status: 'live',
};
const summary = (index: number): ConversationSummary => ({
  id: `talk-${index}`,
  startedAt: '2025-03-01T10:00:00.000Z',
  lastMessageAt: '2025-03-01T10:05:00.000Z',
  firstQuestion: `Question ${index}?`,
  messageCount: 2,
  answered: 1,
  declined: index === 1 ? 1 : 0,
  feedback: { helpful: index === 1 ? 1 : 0, unhelpful: 0 },
  sentiment: 'neutral',
  sentimentScore: 0,
  pageUrl: null,
});

function signedInAs(role: string) {
  localStorage.setItem(TOKEN_KEY, tokenFor(role));
}

function workspaceRoutes(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    'GET /api/v1/assistants': () => json(200, { assistants: [assistant] }),
    'GET /api/v1/assistants/a1': () => json(200, profile),
    'GET /api/v1/assistants/a1/conversations*': (call) => {
      const pageSize = Number(new URL(call.url, 'http://x').searchParams.get('pageSize'));
      return json(200, {
        items: [1, 2, 3].map(summary).slice(0, pageSize),
        total: 3,
        page: 1,
        pageSize,
        filter: 'all',
      });
    },
    ...extra,
  });
}

describe('the protected route', () => {
  it('sends a visitor without a token (and no session to renew) to the sign-in page, then back', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/auth/refresh': () => json(401, { message: 'Please log in' }),
    });
    renderRoute('/user/dashboard');
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirectUrl=%2Fuser%2Fdashboard'),
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v1/auth/refresh']);
  });

  it('renews an expired token from the refresh cookie instead of asking to sign in again', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor('user', 1));
    const renewed = tokenFor('user');
    workspaceRoutes({
      'POST /api/v1/auth/refresh': () => json(200, { token: renewed, user: { role: 'user' } }),
    });
    renderRoute('/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hopper Law Assistant' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
  });

  it('clears a token of another role and redirects; a super admin page goes to its own login', async () => {
    signedInAs('admin');
    mockFetch();
    renderRoute('/user/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirectUrl='));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    signedInAs('user');
    renderRoute('/superadmin');
    await waitFor(() =>
      expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/superadmin/login'),
    );
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('/user/dashboard', () => {
  it("lists the account's assistants from the server with their live page and build dashboard", async () => {
    signedInAs('user');
    workspaceRoutes();
    renderRoute('/user/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Hopper Law Assistant' })).closest('section')!;
    expect(within(card).getByText('https://hopper-law.example/ · LawFirmGPT')).toBeInTheDocument();
    expect(within(card).getByText('Live')).toBeInTheDocument();
    const fact = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(fact('Last build')).toHaveTextContent(new Date('2026-03-04T05:06:07.000Z').toLocaleString());
    expect(fact('Indexed')).toHaveTextContent('42 pages, 1 document');
    expect(fact('Conversations this month')).toHaveTextContent('1,250');
    expect(within(card).getByRole('link', { name: /Open the live page/ })).toHaveAttribute(
      'href',
      '/lawfirm/c1',
    );
    expect(within(card).getByRole('link', { name: /Build, sources and widget code/ })).toHaveAttribute(
      'href',
      '/school-dashboard/c1',
    );
  });

  it('saves only the changed greeting and shows what the server refused under its field', async () => {
    signedInAs('user');
    let attempt = 0;
    const { calls } = workspaceRoutes({
      'PATCH /api/v1/assistants/a1': (call) => {
        attempt += 1;
        if (attempt === 1)
          return json(400, {
            statusCode: 400,
            message:
              "There's an issue with the greeting field: Please keep the greeting to 500 characters or fewer",
            fields: {
              greeting:
                "There's an issue with the greeting field: Please keep the greeting to 500 characters or fewer",
            },
          });
        return json(200, { ...profile, ...(call.body as object), allowedDomains: [] });
      },
    });
    renderRoute('/user/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Settings'));
    const greeting = await screen.findByLabelText('Greeting');
    await user.clear(greeting);
    await user.type(greeting, 'Welcome to Hopper Law');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(/Please keep the greeting to 500 characters or fewer/),
    ).toBeInTheDocument();
    expect(greeting).toHaveAttribute('aria-invalid', 'true');

    await user.type(greeting, '!');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Your live page and widget show the changes now/)).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.body)).toEqual([
      { greeting: 'Welcome to Hopper Law' },
      { greeting: 'Welcome to Hopper Law!' },
    ]);
  });

  it('refuses a bad colour in the browser with the same sentence as the server', async () => {
    signedInAs('user');
    const { calls } = workspaceRoutes();
    renderRoute('/user/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Settings'));
    const primary = await screen.findByLabelText('Primary colour');
    await user.clear(primary);
    await user.type(primary, 'blue');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        "There's an issue with the colours field: The primary colour must be a hex colour like #1a73e8",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('lists conversations 25 a page, switches to 5, and opens a transcript', async () => {
    signedInAs('user');
    const detail: ConversationDetail = {
      ...summary(1),
      assistantId: 'a1',
      messages: [
        {
          id: 'm1',
          createdAt: '2025-03-01T10:00:00.000Z',
          question: 'Question 1?',
          answer: 'Our fees start at $200.',
          answered: true,
          sources: [{ title: 'Fees', url: 'https://hopper-law.example/fees' }],
          feedback: 'helpful',
          sentiment: 'neutral',
        },
        {
          id: 'm2',
          createdAt: '2025-03-01T10:05:00.000Z',
          question: 'Do you do wills?',
          answer: "The site doesn't say.",
          answered: false,
          sources: [],
          feedback: null,
          sentiment: 'neutral',
        },
      ],
    };
    const { calls } = workspaceRoutes({ 'GET /api/v1/conversations/talk-1': () => json(200, detail) });
    renderRoute('/user/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Conversations'));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('1 declined')).toBeInTheDocument();
    expect(within(table).getByText('1 helpful')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('conversations?page=1&pageSize=25&filter=all'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('conversations?page=1&pageSize=5&filter=all'))).toBe(
        true,
      ),
    );

    await user.click(within(table).getByRole('button', { name: 'Question 1?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation' });
    expect(await within(dialog).findByText('Our fees start at $200.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Fees' })).toHaveAttribute(
      'href',
      'https://hopper-law.example/fees',
    );
    expect(within(dialog).getByText(/Declined/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Visitor: helpful/)).toBeInTheDocument();
  });

  it('narrows the conversations to the last 7, 30 or 90 days, back to page 1, and back to all time', async () => {
    signedInAs('user');
    const { calls } = workspaceRoutes();
    renderRoute('/user/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Conversations'));
    await screen.findByRole('table');
    const when = screen.getByLabelText('When');
    expect(
      within(when)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All time', 'Last 7 days', 'Last 30 days', 'Last 90 days']);

    await user.selectOptions(when, 'Last 30 days');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toMatch(/conversations\?page=1&pageSize=25&filter=all&days=30$/),
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toMatch(/conversations\?page=1&pageSize=5&filter=all&days=30$/),
    );
    await user.selectOptions(when, 'All time');
    await waitFor(() => expect(calls.at(-1)?.url).toMatch(/conversations\?page=1&pageSize=5&filter=all$/));
  });
});

describe("the conversion dashboard for someone who can't see it", () => {
  it('asks a visitor without access to sign in (401), coming back to it afterwards', async () => {
    mockFetch({
      'GET /api/v1/conversions/c1': () =>
        json(401, { statusCode: 401, message: 'Please log in to continue' }),
    });
    renderRoute('/school-dashboard/c1');
    const prompt = (await screen.findByText('Sign in to see this assistant')).closest(
      '.alert',
    ) as HTMLElement;
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login?redirectUrl=%2Fschool-dashboard%2Fc1',
    );
    expect(screen.queryByText(/We couldn't load this assistant/)).toBeNull();
  });

  it('tells a signed-in owner of another account (403) to switch accounts', async () => {
    signedInAs('user');
    mockFetch({
      'GET /api/v1/conversions/c1': () =>
        json(403, { statusCode: 403, message: "You don't have permission" }),
    });
    renderRoute('/school-dashboard/c1');
    expect(await screen.findByText('This assistant belongs to another account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with another account' })).toBeInTheDocument();
  });
});

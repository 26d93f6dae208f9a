import {
  CONVERSION_STAGES,
  type ConversionView,
  type CoverageReport,
  type SourceView,
} from '@gptsite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../features/auth/utils/token';
import { FakeSocket } from '../../test/fake-socket';
import { json, mockFetch } from '../../test/http';
import { renderRoute } from '../../test/render';

const built: ConversionView = {
  id: 'c1',
  status: 'completed',
  stage: 'finalizing',
  progress: 100,
  stages: CONVERSION_STAGES.map((name) => ({ name, status: 'completed', progress: 100, message: '' })),
  counts: { pagesFound: 3, pagesCrawled: 3, documents: 1, chunks: 20 },
  assistantId: 'a1',
  website: 'https://bakery.example/',
  liveUrl: '/gptsite/c1',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:05:00Z',
};
const source = (overrides: Partial<SourceView>): SourceView => ({
  id: 's1',
  url: 'https://bakery.example/',
  title: 'Home',
  type: 'webpage',
  origin: 'crawl',
  status: 'processed',
  outcome: 'indexed',
  reason: null,
  reasonText: null,
  httpStatus: 200,
  bytes: 1000,
  chunks: 4,
  ...overrides,
});
const report: CoverageReport = {
  conversionId: 'c1',
  totals: { pending: 0, indexed: 2, skipped: 0, failed: 0 },
  sources: [
    source({}),
    source({ id: 's2', url: 'upload://u1/price-list.pdf', title: 'Untitled', type: 'pdf', origin: 'upload' }),
  ],
};

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const ownerToken = `${encode({ alg: 'HS256' })}.${encode({ user: { role: 'user' }, exp: 4102444800 })}.c2ln`;

const rebuilding = { ...built, status: 'running', stage: 'extracting', progress: 40 } as const;

function renderDashboard({
  signedIn = true,
  socket = new FakeSocket(),
  upload = () => json(202, rebuilding),
}: {
  signedIn?: boolean;
  socket?: FakeSocket;
  upload?: () => Response | Promise<Response>;
} = {}) {
  if (signedIn) localStorage.setItem(TOKEN_KEY, ownerToken);
  let sources = report.sources;
  const routes = mockFetch({
    'GET /api/v1/conversions/c1': () => json(200, built),
    'GET /api/v1/conversions/c1/sources': () => json(200, { ...report, sources }),
    'POST /api/v1/conversions/c1/documents': upload,
    'GET /api/v1/assistants/a1/gaps': () =>
      json(200, {
        gaps: [
          {
            id: 'g1',
            question: 'Do you sell gift cards?',
            count: 3,
            lastAskedAt: '2026-01-02T00:00:00Z',
            examples: ['Do you sell gift cards?'],
            declined: 3,
            unhelpful: 0,
          },
        ],
      }),
    'GET /api/v1/assistants/a1/overrides': () => json(200, { overrides: [], matchThreshold: 0.8 }),
    'DELETE /api/v1/conversions/c1/sources/s2': () => {
      sources = sources.filter((item) => item.id !== 's2');
      return new Response(null, { status: 204 });
    },
  });
  renderRoute('/school-dashboard/c1', { socket });
  // The input's `accept` would hide a wrong file from the picker; a drop or "All files" does not.
  return { ...routes, user: userEvent.setup({ applyAccept: false }) };
}

describe("the owner's documents on the assistant's page", () => {
  it('uploads chosen documents to the built assistant and says they are being read', async () => {
    const { calls, user } = renderDashboard();
    const input = await screen.findByLabelText('Documents to add');
    await user.upload(
      input,
      new File(['Gluten-free on Wednesdays'], 'gluten-free.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('list', { name: 'Documents to add' })).toHaveTextContent('gluten-free.txt');
    await user.click(screen.getByRole('button', { name: 'Upload and add to the assistant' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.url).toBe('/api/v1/conversions/c1/documents');
    const files = (sent.body as FormData).getAll('files') as File[];
    expect(files.map((file) => file.name)).toEqual(['gluten-free.txt']);
    expect(await screen.findByText(/Your documents are being read/)).toBeInTheDocument();
    // The build runs again: more documents wait for it.
    expect(screen.getByLabelText('Documents to add')).toBeDisabled();
  });

  it('takes more documents once a quick rebuild completes, even when it completed before the upload was answered', async () => {
    const socket = new FakeSocket();
    let answerUpload: (response: Response) => void = () => undefined;
    const { user } = renderDashboard({
      socket,
      upload: () => new Promise<Response>((resolve) => (answerUpload = resolve)),
    });
    const input = await screen.findByLabelText('Documents to add');
    await user.upload(
      input,
      new File(['Gluten-free on Wednesdays'], 'gluten-free.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and add to the assistant' }));
    // The rebuild runs and completes while the upload's answer (read when it started) is still on its way.
    await act(async () => {
      socket.serverEmit('conversion:progress', { ...built, updatedAt: '2026-01-01T00:07:00Z' });
      socket.serverEmit('conversion:completed', {
        conversionId: 'c1',
        assistantId: 'a1',
        redirectUrl: '/school-dashboard/c1',
      });
    });
    await act(async () => answerUpload(json(202, { ...rebuilding, updatedAt: '2026-01-01T00:06:00Z' })));

    expect(await screen.findByText(/Your documents are being read/)).toBeInTheDocument();
    expect(screen.getByLabelText('Documents to add')).toBeEnabled();
  });

  it('refuses a file the trial form would refuse, before sending anything', async () => {
    const { calls, user } = renderDashboard();
    const input = await screen.findByLabelText('Documents to add');
    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText(/photo\.png is not a PDF, Word, Excel, text or RTF file/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Upload and add to the assistant' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('removes an uploaded document after the owner confirms, and lists it no more', async () => {
    const { calls, user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Remove price-list.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove price-list.pdf?' });
    expect(dialog).toHaveTextContent(/stops answering from this document/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/v1/conversions/c1/sources/s2',
    ]);
    expect(screen.queryByRole('button', { name: 'Remove price-list.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Home' })).toBeInTheDocument();
  });

  it('shows someone watching with the trial’s viewing token the sources, and a sign-in instead of the tools', async () => {
    renderDashboard({ signedIn: false });
    expect(await screen.findByText('price-list.pdf')).toBeInTheDocument();
    expect(screen.queryByLabelText('Documents to add')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Content gaps' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Answer overrides' })).toBeNull();
    const documents = screen.getByRole('region', { name: 'Your documents' });
    expect(within(documents).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login?redirectUrl=%2Fschool-dashboard%2Fc1',
    );
  });

  it('shows the signed-in owner the content gaps and their own answers', async () => {
    renderDashboard();
    const gaps = await screen.findByRole('region', { name: 'Content gaps' });
    expect(await within(gaps).findByText('Do you sell gift cards?')).toBeInTheDocument();
    const overrides = screen.getByRole('region', { name: 'Answer overrides' });
    expect(await within(overrides).findByText(/No answers of your own yet/)).toBeInTheDocument();
  });
});

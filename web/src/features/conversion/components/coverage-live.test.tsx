import {
  CONVERSION_STAGES,
  type ConversionView,
  type CoverageReport,
  type SourceView,
} from '@gptsite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { COVERAGE_REFRESH_MS } from '../hooks/use-conversion-events';
import { ConversionLive } from './conversion-live';
import { CoverageReport as CoverageReportView } from './coverage-report';

/**
 * The conversion page's coverage list while the build runs (issue 11): it follows the build without a
 * click on Refresh, links to other websites are neither "Pending" nor counted in "% indexed", an upload
 * is named by its file name, and the four-step summary ticks a step only once its stage is done.
 */

vi.mock('../../../lib/redirect', () => ({
  assignLocation: vi.fn(() => true),
  safeRedirectPath: (value: string) => value,
}));

let sourceId = 0;
function source(overrides: Partial<SourceView>): SourceView {
  sourceId += 1;
  return {
    id: `s${sourceId}`,
    url: `https://riverside.example/page-${sourceId}`,
    title: null,
    type: 'webpage',
    origin: 'crawl',
    status: 'processed',
    outcome: 'indexed',
    reason: null,
    reasonText: null,
    httpStatus: null,
    bytes: null,
    chunks: 3,
    ...overrides,
  };
}

function report(sources: SourceView[]): CoverageReport {
  const totals = { pending: 0, indexed: 0, skipped: 0, failed: 0 };
  for (const item of sources) totals[item.outcome] += 1;
  return { conversionId: 'c1', totals, sources };
}

function view(overrides: Partial<ConversionView> = {}): ConversionView {
  return {
    id: 'c1',
    status: 'running',
    stage: 'analyzing',
    progress: 30,
    stages: CONVERSION_STAGES.map((name, index) => ({
      name,
      status: index === 0 ? 'completed' : index === 1 ? 'running' : 'pending',
      progress: index === 0 ? 100 : index === 1 ? 62 : 0,
      message: index === 1 ? 'Read 5 of 8 pages' : '',
    })),
    counts: { pagesFound: 8, pagesCrawled: 5, documents: 0, chunks: 0 },
    assistantId: 'a1',
    website: 'https://riverside.example/',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:05Z',
    ...overrides,
  };
}

const offSite = () =>
  source({
    url: 'https://www.facebook.com/riverside',
    // A row recorded before the crawler marked skipped links completed still says "pending".
    status: 'pending',
    outcome: 'skipped',
    reason: 'off_site',
    reasonText: 'This link leads to another website',
    chunks: 0,
  });

describe('coverage report', () => {
  it('leaves links to other websites out of "% indexed" and never badges them Pending', async () => {
    mockFetch({
      'GET /api/v1/conversions/c1/sources': () =>
        json(200, report([source({ title: 'Home' }), source({ title: 'Fees' }), offSite(), offSite()])),
    });
    renderWithProviders(<CoverageReportView conversionId="c1" />);
    expect(await screen.findByText('100% indexed')).toBeInTheDocument();
    expect(screen.getByText(/of 2 addresses found on the site/)).toBeInTheDocument();
    expect(
      screen.getByText('2 links to other websites are listed as skipped and not counted.'),
    ).toBeInTheDocument();
    const offSiteRow = screen
      .getAllByRole('link', { name: 'https://www.facebook.com/riverside' })[0]
      .closest('li')!;
    expect(within(offSiteRow).getByText('Skipped')).toBeInTheDocument();
    expect(within(offSiteRow).getByText('This link leads to another website')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('still counts pages of the site that are waiting or failed', async () => {
    mockFetch({
      'GET /api/v1/conversions/c1/sources': () =>
        json(
          200,
          report([
            source({ title: 'Home' }),
            source({ status: 'pending', outcome: 'pending', chunks: 0 }),
            source({ status: 'error', outcome: 'failed', reason: 'timeout', reasonText: 'Too slow' }),
            source({ title: 'Fees' }),
            offSite(),
          ]),
        ),
    });
    renderWithProviders(<CoverageReportView conversionId="c1" />);
    expect(await screen.findByText('50% indexed')).toBeInTheDocument();
    expect(screen.getByText(/of 4 addresses found on the site/)).toBeInTheDocument();
    // The page still waiting is badged Pending (the filter chip reads "Pending (1)").
    expect(screen.getAllByText('Pending')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeInTheDocument();
  });

  it('names an uploaded file by its file name, not the title inside it', async () => {
    mockFetch({
      'GET /api/v1/conversions/c1/sources': () =>
        json(
          200,
          report([
            source({
              url: 'upload://5b0e/fee%20schedule%202025.pdf',
              origin: 'upload',
              type: 'pdf',
              title: 'Microsoft Word - Document1',
            }),
          ]),
        ),
    });
    renderWithProviders(<CoverageReportView conversionId="c1" />);
    expect(await screen.findByText('fee schedule 2025.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Microsoft Word - Document1')).toBeNull();
    // upload:// opens nothing in a browser: not offered as a link.
    expect(screen.queryByRole('link', { name: /fee schedule/ })).toBeNull();
  });
});

describe('coverage report on the conversion page while the build runs', () => {
  function renderPage() {
    let served = [source({ title: 'Home' })];
    const { fetchMock } = mockFetch({
      'GET /api/v1/conversions/c1': () => json(200, view()),
      'GET /api/v1/conversions/c1/sources': () => json(200, report(served)),
    });
    const socket = new FakeSocket();
    const rendered = renderWithProviders(
      <>
        <ConversionLive conversionId="c1" />
        <CoverageReportView conversionId="c1" />
      </>,
      { socket },
    );
    const sourceFetches = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/conversions/c1/sources')).length;
    return {
      ...rendered,
      sourceFetches,
      serve: (next: SourceView[]) => {
        served = next;
      },
    };
  }

  it('shows newly found sources on the next progress event, without Refresh', async () => {
    const { socket, sourceFetches, serve } = renderPage();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(sourceFetches()).toBe(1);

    serve([source({ title: 'Home' }), source({ title: 'Admissions' })]);
    act(() => socket.serverEmit('conversion:progress', view({ progress: 35 })));
    expect(await screen.findByText('Admissions')).toBeInTheDocument();
    expect(sourceFetches()).toBe(2);
  });

  it('fetches at most once per interval however many progress events arrive, and keeps the last', async () => {
    const { socket, sourceFetches, serve } = renderPage();
    await screen.findByText('Home');
    act(() => socket.serverEmit('conversion:progress', view({ progress: 31 })));
    await waitFor(() => expect(sourceFetches()).toBe(2));

    serve([source({ title: 'Home' }), source({ title: 'Contact' })]);
    for (let progress = 32; progress < 42; progress += 1)
      act(() => socket.serverEmit('conversion:progress', view({ progress })));
    await new Promise((resolve) => setTimeout(resolve, COVERAGE_REFRESH_MS / 2));
    expect(sourceFetches()).toBe(2);
    // The burst's trailing refetch comes once the interval has passed.
    expect(await screen.findByText('Contact', {}, { timeout: COVERAGE_REFRESH_MS * 2 })).toBeInTheDocument();
    expect(sourceFetches()).toBe(3);
  });

  it('ticks "Analyze website" only once the analyzing stage is done, not at 20% overall', async () => {
    const { socket } = renderPage();
    const summary = await screen.findByRole('list', { name: 'Progress summary' });
    // 30% overall, past the step's 20% mark, but still crawling.
    expect(within(summary).getByText(/Analyze website/)).toHaveTextContent('Analyze website (not yet)');

    const crawled = view({ stage: 'extracting', progress: 52 });
    crawled.stages[1] = { ...crawled.stages[1], status: 'completed', progress: 100 };
    crawled.stages[2] = { ...crawled.stages[2], status: 'running', progress: 30 };
    act(() => socket.serverEmit('conversion:progress', crawled));
    await waitFor(() =>
      expect(within(summary).getByText(/Analyze website/)).toHaveTextContent('Analyze website (done)'),
    );
    // 52% is past "Build knowledge base"'s 50% mark, yet nothing is built yet.
    expect(within(summary).getByText(/Build knowledge base/)).toHaveTextContent('(not yet)');
  });
});

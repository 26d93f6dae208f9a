import { SOURCE_OUTCOMES, type SourceOutcome, type SourceView } from '@gptsite/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { paginate, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { Tooltip } from '../../../components/ui/tooltip';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes, scoreColor } from '../../../lib/format';
import { coverageQueryOptions } from '../api/get-coverage';
import { coverageShare, sourceBadge, uploadFileName } from '../utils/coverage';

type Filter = SourceOutcome | 'all';
const FILTERS: readonly Filter[] = ['all', ...SOURCE_OUTCOMES];
const FILTER_LABEL: Record<Filter, string> = {
  all: 'All',
  pending: 'Pending',
  indexed: 'Indexed',
  skipped: 'Skipped',
  failed: 'Failed',
};

/**
 * Every URL the crawler met, filterable by outcome, with the reason in plain words. While a build runs
 * the list follows it: useConversionEvents refetches it as progress events arrive.
 */
export function CoverageReport({
  conversionId,
  title = 'What the assistant read',
  sourceActions,
}: {
  conversionId: string;
  title?: string;
  /** What the owner may do with each source (remove it); the public progress page passes none. */
  sourceActions?: (source: SourceView) => ReactNode;
}) {
  const options = coverageQueryOptions(conversionId);
  const { data, error, isPending } = useQuery(options);
  const queryClient = useQueryClient();
  // Only the owner's own click shows as refreshing: live refetches during a build must not flicker it.
  const [refreshing, setRefreshing] = useState(false);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);

  if (isPending) return <Spinner label="Loading the coverage report…" />;
  if (error || !data)
    return (
      <Alert tone="error" title="The coverage report is not available">
        {errorMessage(error)}
      </Alert>
    );

  const total = data.sources.length;
  const share = coverageShare(data);
  const refresh = () => {
    setRefreshing(true);
    void queryClient.invalidateQueries(options).finally(() => setRefreshing(false));
  };
  const shown = filter === 'all' ? data.sources : data.sources.filter((source) => source.outcome === filter);
  return (
    <section className="coverage" aria-labelledby="coverage-title">
      <div className="section-header">
        <h2 id="coverage-title">{title}</h2>
        <Tooltip content="Fetch the latest list of addresses">
          <button type="button" className="button button--ghost" onClick={refresh} disabled={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        </Tooltip>
      </div>
      <p>
        <span className={`score score--${scoreColor(share.percent)}`}>{share.percent}% indexed</span> of{' '}
        {share.onSite} addresses found on the site.
        {share.offSite ? (
          <span className="muted">
            {' '}
            {share.offSite === 1
              ? '1 link to another website is listed as skipped and not counted.'
              : `${share.offSite} links to other websites are listed as skipped and not counted.`}
          </span>
        ) : null}
      </p>
      <div className="chip-row" role="group" aria-label="Filter by outcome">
        {FILTERS.map((item) => (
          <button
            key={item}
            type="button"
            className={item === filter ? 'chip chip--active' : 'chip'}
            aria-pressed={item === filter}
            onClick={() => {
              setFilter(item);
              setPage(1);
            }}
          >
            {FILTER_LABEL[item]} ({item === 'all' ? total : (data.totals[item] ?? 0)})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="muted">Nothing here.</p>
      ) : (
        <SourceList sources={paginate(shown, page, pageSize)} actions={sourceActions} />
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={shown.length}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </section>
  );
}

function SourceList({
  sources,
  actions,
}: {
  sources: SourceView[];
  actions?: (source: SourceView) => ReactNode;
}) {
  return (
    <ul className="source-list">
      {sources.map((source) => (
        <li key={source.id} className={`source source--${source.outcome}`}>
          <SourceName source={source} />
          <div className="source__meta">
            <SourceBadge source={source} />
            <span className="badge">{source.type}</span>
            <span className="muted">{source.origin}</span>
            {source.bytes !== null ? <span className="muted">{formatBytes(source.bytes)}</span> : null}
            {source.chunks ? <span className="muted">{source.chunks} passages</span> : null}
          </div>
          {source.reasonText ? (
            <p className="source__reason">
              {source.reasonText}
              {source.httpStatus ? ` (HTTP ${source.httpStatus})` : ''}
            </p>
          ) : null}
          {actions ? <div className="source__actions">{actions(source)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** A page by its title and address; an uploaded file by its file name (its `upload://` address opens nothing). */
function SourceName({ source }: { source: SourceView }) {
  const fileName = uploadFileName(source);
  if (fileName)
    return (
      <div className="source__main">
        <span className="source__title">{fileName}</span>
      </div>
    );
  return (
    <div className="source__main">
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="source__title">
        {source.title || source.url}
      </a>
      {source.title ? <span className="muted source__url">{source.url}</span> : null}
    </div>
  );
}

function SourceBadge({ source }: { source: SourceView }) {
  const badge = sourceBadge(source);
  return <span className={`badge badge--${badge.tone}`}>{badge.label}</span>;
}

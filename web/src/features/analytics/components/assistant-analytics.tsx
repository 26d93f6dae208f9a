import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlanFeatureNotice, planFeatureMissing } from '../../../components/plan-feature-notice';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv';
import { analyticsQueryOptions } from '../api/get-analytics';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsLists } from './analytics-lists';
import { AnalyticsTotals } from './analytics-totals';

/** The owner's analytics for the last 7, 30 or 90 days: charts, lists and the numbers as CSV. */
export function AssistantAnalytics({ assistantId }: { assistantId: string }) {
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { data, error, isPending, isFetching } = useQuery(analyticsQueryOptions(assistantId, days));
  const download = useDownloadAnalyticsCsv(assistantId);
  const missing = planFeatureMissing(error);

  if (missing) return <PlanFeatureNotice message={missing} />;
  return (
    <div className="analytics" aria-busy={isFetching}>
      <div className="section-header">
        <div className="chip-row" role="group" aria-label="Period">
          {ANALYTICS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={period === days ? 'chip chip--active' : 'chip'}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {period} days
            </button>
          ))}
        </div>
        <button
          type="button"
          className="link-button"
          disabled={download.isPending}
          onClick={() => download.mutate(days)}
        >
          Download CSV<span className="visually-hidden"> of the last {days} days</span>
        </button>
      </div>
      {download.error ? <Alert tone="error">{errorMessage(download.error)}</Alert> : null}
      {isPending ? (
        <Spinner label="Loading analytics…" />
      ) : error ? (
        <Alert tone="error" title="The analytics could not be loaded">
          {errorMessage(error)}
        </Alert>
      ) : (
        <>
          {data.totals.questions === 0 ? (
            <p className="muted">No visitor asked a question in the last {days} days yet.</p>
          ) : null}
          <AnalyticsTotals data={data} />
          <AnalyticsCharts data={data} />
          <AnalyticsLists data={data} />
        </>
      )}
    </div>
  );
}

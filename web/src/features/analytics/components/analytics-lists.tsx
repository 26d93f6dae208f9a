import type { AssistantAnalytics } from '@gptsite/shared';

/** What visitors asked most, the pages answers cited most, and the pages visitors chatted from. */
export function AnalyticsLists({ data }: { data: AssistantAnalytics }) {
  return (
    <div className="analytics-lists">
      <section aria-labelledby="top-questions-title">
        <h3 id="top-questions-title">Top questions</h3>
        {data.topQuestions.length === 0 ? (
          <p className="muted">No questions in this period.</p>
        ) : (
          <ol className="analytics-list">
            {data.topQuestions.map((item) => (
              <li key={item.question}>
                <span>{item.question}</span>
                <span className="muted">
                  {' '}
                  asked {times(item.count)}
                  {item.declined ? `, declined ${times(item.declined)}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="top-pages-title">
        <h3 id="top-pages-title">Most-cited pages</h3>
        {data.topPages.length === 0 ? (
          <p className="muted">No answer cited a page in this period.</p>
        ) : (
          <ol className="analytics-list">
            {data.topPages.map((page) => (
              <li key={page.url}>
                <a href={page.url} target="_blank" rel="noopener noreferrer">
                  {page.title || page.url}
                </a>
                <span className="muted"> cited {times(page.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="visitor-pages-title">
        <h3 id="visitor-pages-title">Where visitors were</h3>
        {data.visitorPages.length === 0 ? (
          <p className="muted">No conversation came through the widget on your site in this period.</p>
        ) : (
          <ol className="analytics-list">
            {data.visitorPages.map((page) => (
              <li key={page.url}>
                <span className="analytics-list__url">{page.url}</span>
                <span className="muted">
                  {' '}
                  {page.conversations === 1 ? '1 conversation' : `${page.conversations} conversations`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

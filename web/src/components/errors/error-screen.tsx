import {
  categorizeError,
  ERROR_CATEGORY_TEXT,
  errorDisplayCode,
  SUPPORT_CONTACT,
  type ErrorCategory,
} from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ERROR_RETRY_DELAY_MS, NETWORK_AUTO_RETRY_MS } from '../../config/ui';
import { formatDateTime } from '../../lib/format';
import { pingHealth, systemStatusQueryOptions, type DisplayHealth } from '../../lib/system';
import { useToast } from '../ui/toast';
import { isNetworkError } from './error-kinds';

const CATEGORY_LABEL: Record<ErrorCategory, string> = {
  network: 'Network error',
  notfound: 'Not found',
  server: 'Server error',
  permission: 'Permission error',
  unknown: 'Unexpected error',
};
const RETRY_FAILED = {
  title: 'Retry Failed',
  description: 'Unable to recover automatically. Please try again manually.',
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ErrorScreenProps {
  error: Error;
  reported: boolean;
  retryFailed?: boolean;
  /** Clears the boundary; without it, Try Again reloads the page. */
  onReset?: () => void;
}

export function ErrorScreen({ error, reported, retryFailed, onReset }: ErrorScreenProps) {
  const category = categorizeError(error.message);
  const [occurredAt] = useState(() => new Date());
  const retrying = useRetry(error.message, retryFailed, onReset);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" ref={headingRef} tabIndex={-1}>
        Oops! Something went wrong
      </h1>
      <p className="error-screen__lead">{ERROR_CATEGORY_TEXT[category]}</p>
      <dl className="facts">
        <dt>Error type</dt>
        <dd>{CATEGORY_LABEL[category]}</dd>
        <dt>Code</dt>
        <dd>
          <code>{errorDisplayCode(error.message)}</code>
        </dd>
        <dt>Time</dt>
        <dd>{formatDateTime(occurredAt)}</dd>
      </dl>
      <SystemStatusList />
      {reported ? (
        <p className="error-screen__reported">
          Error automatically reported to our team. We're working on a fix.
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button" onClick={retrying.start} disabled={retrying.active}>
          {retrying.active ? 'Retrying…' : 'Try Again'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.history.back()}>
          Go Back
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.location.assign('/')}
        >
          Home
        </button>
      </div>
      <p className="error-screen__support">
        Need help now? Call{' '}
        <a href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`}>{SUPPORT_CONTACT.phone}</a> or email{' '}
        <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>.
      </p>
    </main>
  );
}

/** Try Again waits 2 s; network errors also retry on their own after 5 s once the health check passes. */
function useRetry(message: string, retryFailed: boolean | undefined, onReset?: () => void) {
  const { toast } = useToast();
  const [active, setActive] = useState(false);
  const mounted = useRef(true);
  const network = isNetworkError(message);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (retryFailed) toast({ ...RETRY_FAILED, variant: 'error' });
  }, [retryFailed, toast]);

  useEffect(() => {
    if (!network) return;
    const timer = setTimeout(async () => {
      if ((await pingHealth()) && mounted.current) onReset?.();
    }, NETWORK_AUTO_RETRY_MS);
    return () => clearTimeout(timer);
  }, [network, onReset]);

  const start = async () => {
    setActive(true);
    await wait(ERROR_RETRY_DELAY_MS);
    if (network && !(await pingHealth())) {
      if (mounted.current) setActive(false);
      toast({ ...RETRY_FAILED, variant: 'error' });
      return;
    }
    if (onReset) onReset();
    else window.location.reload();
  };
  return { active, start };
}

const HEALTH_LABEL: Record<DisplayHealth, string> = {
  operational: 'Operational',
  outage: 'Outage',
  unknown: 'Unknown',
};

function SystemStatusList() {
  const { data } = useQuery(systemStatusQueryOptions());
  const rows: Array<[string, DisplayHealth | undefined]> = [
    ['API', data?.api],
    ['Database', data?.database],
    ['AI Services', data?.ai],
  ];
  return (
    <section aria-label="System status" className="status-list">
      <h2 className="visually-hidden">System status</h2>
      <ul>
        {rows.map(([label, health]) => (
          <li key={label} className={`status-pill status-pill--${health ?? 'checking'}`}>
            <span>{label}</span> <strong>{health ? HEALTH_LABEL[health] : 'Checking…'}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

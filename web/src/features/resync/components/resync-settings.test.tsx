import type { SyncHistory, SyncRunView } from '@gptsite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ResyncSettings } from './resync-settings';

const SYNCS = '/api/v1/assistants/a1/syncs';
const completed: SyncRunView = {
  id: 's1',
  conversionId: 'c2',
  trigger: 'scheduled',
  status: 'completed',
  startedAt: '2026-11-24T03:00:00Z',
  finishedAt: '2026-11-24T03:01:00Z',
  pages: { added: 0, changed: 1, unchanged: 5, removed: 0, failed: 0 },
  passagesEmbedded: 2,
  passagesReused: 30,
  error: null,
};
const failed: SyncRunView = {
  ...completed,
  id: 's2',
  trigger: 'manual',
  status: 'failed',
  startedAt: '2026-11-25T03:00:00Z',
  pages: { added: 0, changed: 0, unchanged: 0, removed: 0, failed: 0 },
  error: 'We could not reach your website. Please check the address and try again.',
};

function renderResync(initial: SyncHistory) {
  let history = initial;
  const routes = mockFetch({
    [`GET ${SYNCS}`]: () => json(200, history),
    'PATCH /api/v1/assistants/a1': (call: RecordedCall) => {
      const { resync } = call.body as { resync: SyncHistory['frequency'] };
      history = { ...history, frequency: resync, nextRunAt: resync === 'never' ? null : history.nextRunAt };
      return json(200, { id: 'a1', resync });
    },
  });
  renderWithProviders(<ResyncSettings assistantId="a1" />);
  return { ...routes, user: userEvent.setup() };
}

describe('ResyncSettings', () => {
  it('shows the frequency, the next run and what each re-sync changed; a failed one says why', async () => {
    renderResync({ frequency: 'weekly', nextRunAt: '2026-11-30T03:00:00Z', syncs: [failed, completed] });
    const select = await screen.findByLabelText('Re-sync your website');
    expect(select).toHaveValue('weekly');
    expect(screen.getByText(/Next re-sync:/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('We could not reach your website');
    expect(rows[1]).toHaveTextContent('Manual');
    const cells = within(rows[2])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Scheduled', 'Completed', '0', '1', '5', '0', '0']);
  });

  it('saves a new frequency as soon as it is picked, and never turns the schedule off', async () => {
    const { calls, user } = renderResync({
      frequency: 'weekly',
      nextRunAt: '2026-11-30T03:00:00Z',
      syncs: [],
    });
    expect(await screen.findByText(/No re-sync yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Re-sync your website'), 'never');
    expect(await screen.findByText(/Saved\. Automatic re-sync is off\./)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ resync: 'never' });
    expect(screen.getByLabelText('Re-sync your website')).toHaveValue('never');
  });
});

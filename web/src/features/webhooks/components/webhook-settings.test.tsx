import type { WebhookDelivery, WebhookOverview } from '@gptsite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { WebhookSettings } from './webhook-settings';

const WEBHOOK = '/api/v1/assistants/a1/webhook';
const SECRET = 'ab'.repeat(32);
const failedLead: WebhookDelivery = {
  id: 'e1',
  type: 'lead',
  status: 'failed',
  attempts: 5,
  lastStatusCode: 500,
  lastResult: 'The receiver answered HTTP 500',
  createdAt: '2026-11-24T09:00:00Z',
  updatedAt: '2026-11-24T09:05:00Z',
  deliveredAt: null,
};

function renderWebhook(initial: WebhookOverview) {
  let overview = initial;
  const routes = mockFetch({
    [`GET ${WEBHOOK}`]: () => json(200, overview),
    [`PUT ${WEBHOOK}`]: (call: RecordedCall) => {
      const { url } = call.body as { url: string };
      if (url.includes('10.0.0.1'))
        return json(400, {
          statusCode: 400,
          message: 'private',
          code: 'WEBHOOK_URL_BLOCKED',
          fields: { url: "There's an issue with the url field: 10.0.0.1 is a private network address" },
        });
      overview = { ...overview, url, secret: SECRET };
      return json(200, { url, secret: SECRET });
    },
    [`POST ${WEBHOOK}/test`]: () => {
      const test: WebhookDelivery = {
        ...failedLead,
        id: 'e2',
        type: 'test',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastResult: 'HTTP 200',
        createdAt: '2026-11-25T10:00:00Z',
      };
      overview = { ...overview, deliveries: [test, ...overview.deliveries] };
      return json(202, { id: 'e2' });
    },
  });
  renderWithProviders(<WebhookSettings assistantId="a1" />);
  return { ...routes, user: userEvent.setup() };
}

describe('WebhookSettings', () => {
  it('saves a URL, then shows the secret with a copy button and allows a test event', async () => {
    const { calls, user } = renderWebhook({ url: null, secret: null, deliveries: [] });
    const send = await screen.findByRole('button', { name: 'Send test event' });
    expect(send).toBeDisabled();
    expect(screen.getByText(/No events sent yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Webhook URL'), 'https://hooks.example.com/gptsite');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      url: 'https://hooks.example.com/gptsite',
    });
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeEnabled();
  });

  it('says why a URL is refused, in the browser or by the server', async () => {
    const { calls, user } = renderWebhook({ url: null, secret: null, deliveries: [] });
    const field = await screen.findByLabelText('Webhook URL');
    await user.type(field, 'ftp://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByText('The URL must start with https:// or http://')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByText(/10.0.0.1 is a private network address/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a test event and shows it in the delivery log beside earlier ones', async () => {
    const { user } = renderWebhook({
      url: 'https://hooks.example.com/gptsite',
      secret: SECRET,
      deliveries: [failedLead],
    });
    const lead = (await screen.findByText('The receiver answered HTTP 500')).closest('tr')!;
    expect(within(lead).getByText('Failed')).toBeInTheDocument();
    expect(within(lead).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(lead).toHaveTextContent('lead');

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    const test = (await screen.findByText('HTTP 200')).closest('tr')!;
    expect(within(test).getByText('Delivered')).toBeInTheDocument();
    expect(test).toHaveTextContent('test');
    const rows = screen.getAllByRole('row');
    // Header, then the latest first.
    expect(rows[1]).toBe(test);
  });

  it("says which plan has webhooks in place of the form when the assistant's plan lacks them", async () => {
    const message =
      'Webhooks are part of the Medium plan and above. Upgrade at /checkout/edgpt/medium/month.';
    mockFetch({
      [`GET ${WEBHOOK}`]: () => json(403, { statusCode: 403, code: 'PLAN_FEATURE_MISSING', message }),
    });
    renderWithProviders(<WebhookSettings assistantId="a1" />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/checkout/edgpt/medium/month',
    );
    expect(screen.queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
  });
});

import type { WebhookDelivery, WebhookDeliveryStatus } from '@gptsite/shared';
import { formatDateTime } from '../../../lib/format';

const STATUS_TEXT: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

const STATUS_BADGE: Record<WebhookDeliveryStatus, string> = {
  pending: 'badge badge--pending',
  delivered: 'badge badge--active',
  failed: 'badge badge--failed',
};

/** The latest events sent to the owner's webhook and how each went. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  if (deliveries.length === 0)
    return <p className="muted">No events sent yet. Send a test event to check your receiver.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Webhook deliveries, latest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last result</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{formatDateTime(delivery.createdAt)}</td>
              <td>{delivery.type}</td>
              <td>
                <span className={STATUS_BADGE[delivery.status]}>{STATUS_TEXT[delivery.status]}</span>
              </td>
              <td>{delivery.attempts}</td>
              <td>{delivery.lastResult ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

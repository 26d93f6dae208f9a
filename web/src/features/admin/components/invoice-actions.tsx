import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import type { InvoiceRow } from '../api/admin-queries';
import { useDownloadInvoicePdf, useEmailInvoice, useMarkInvoicePaid } from '../api/invoice-actions';

/** An invoice's PDF, mailed or downloaded, and marking it paid while it is pending or overdue. */
export function InvoiceActions({ invoice }: { invoice: InvoiceRow }) {
  const download = useDownloadInvoicePdf();
  const email = useEmailInvoice();
  const paid = useMarkInvoicePaid();
  const failure = download.error ?? email.error ?? paid.error;
  const label = <span className="visually-hidden"> invoice {invoice.number}</span>;
  return (
    <div className="button-row admin-invoice-actions">
      <button
        type="button"
        className="link-button"
        disabled={download.isPending}
        onClick={() => download.mutate(invoice)}
      >
        PDF{label}
      </button>
      <button
        type="button"
        className="link-button"
        disabled={email.isPending}
        onClick={() => email.mutate(invoice.id)}
      >
        Email{label}
      </button>
      {invoice.status === 'paid' ? null : (
        <button
          type="button"
          className="link-button"
          disabled={paid.isPending}
          onClick={() => paid.mutate(invoice.id)}
        >
          Mark paid{label}
        </button>
      )}
      {email.data ? <span role="status">Sent to {email.data.sentTo}</span> : null}
      {failure ? <Alert tone="error">{errorMessage(failure)}</Alert> : null}
    </div>
  );
}

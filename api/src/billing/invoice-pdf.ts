import { findBrand, findPlan } from '@gptsite/shared';
import { formatCents, type InvoiceRow, type MailMessage } from '@gptsite/server';
import PDFDocument from 'pdfkit';

/** The invoice's number as printed and in its file name: INV-000042. */
export const invoiceNumber = (invoice: Pick<InvoiceRow, 'number'>) =>
  `INV-${String(invoice.number).padStart(6, '0')}`;

/** The invoice as a one-page PDF (pdfkit's built-in Helvetica: no font files needed). */
export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const brand = findBrand(invoice.brand);
  const plan = findPlan(invoice.planId);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoiceNumber(invoice)}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(22).text(brand?.name ?? 'GPTsite', { continued: false });
  doc
    .moveDown(0.5)
    .fontSize(16)
    .text(`Invoice ${invoiceNumber(invoice)}`);
  doc.moveDown().fontSize(11);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);
  line('Bill to', invoice.schoolName);
  line('Email', invoice.email);
  line('Issued', new Date(invoice.issuedAt).toISOString().slice(0, 10));
  line('Due date', invoice.dueDate);
  line('Status', invoice.status);
  doc.moveDown();
  line('Plan', `${plan?.name ?? invoice.planId} (${plan ? `$${plan.price} a month` : 'custom'})`);
  line('Fiscal year', `${invoice.fiscalYear} (July 1 to June 30)`);
  line('Annual amount', formatCents(invoice.annualAmountCents));
  line('Prorated amount', `${formatCents(invoice.proratedAmountCents)} for the rest of the fiscal year`);
  doc.moveDown();
  doc.fontSize(14).text(`Amount due: ${formatCents(invoice.proratedAmountCents)}`);
  doc.moveDown().fontSize(10).text('Please quote the invoice number with your payment.');
  doc.end();
  return done;
}

/** The invoice as a mail to `to`, its PDF attached. */
export async function invoiceMail(invoice: InvoiceRow, to: string): Promise<MailMessage> {
  const brand = findBrand(invoice.brand);
  const number = invoiceNumber(invoice);
  return {
    to,
    subject: `${brand?.name ?? 'GPTsite'} invoice ${number} for ${invoice.schoolName}`,
    text: [
      `Hello,`,
      ``,
      `Please find attached invoice ${number} for the ${findPlan(invoice.planId)?.name ?? invoice.planId} plan, fiscal year ${invoice.fiscalYear}.`,
      `Amount due: ${formatCents(invoice.proratedAmountCents)} (annual amount ${formatCents(invoice.annualAmountCents)}), by ${invoice.dueDate}.`,
      ``,
      `Thank you.`,
    ].join('\n'),
    attachments: [
      { filename: `${number}.pdf`, content: await renderInvoicePdf(invoice), contentType: 'application/pdf' },
    ],
  };
}

import { SUPPORT_MAIL_SUBJECT } from '@gptsite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormExceptionDialog } from './form-exception-dialog';

function renderDialog(message: string, status?: number) {
  const handlers = { onRetry: vi.fn(), onClose: vi.fn(), onLogin: vi.fn() };
  render(<FormExceptionDialog message={message} status={status} email="parent@school.org" {...handlers} />);
  return { dialog: screen.getByRole('alertdialog'), ...handlers };
}

describe('FormExceptionDialog', () => {
  it.each([
    ['Failed to fetch', 'Connection Issue', 'network'],
    ['500: column "website" does not exist', 'Server Maintenance', 'server'],
    ['413: Document upload too large', 'Document Upload Issue', 'upload'],
    ['Could not send mail to the address', 'Email Delivery Issue', 'email'],
    ['Request timed out; no answer arrived in time', 'Request Timeout', 'timeout'],
    ['400: invalid input', 'Form Validation Error', 'validation'],
    ['418: teapot', 'Submission Issue', 'other'],
  ])('"%s" shows %s with the %s icon', (message, title, kind) => {
    const { dialog } = renderDialog(message);
    expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(dialog.querySelector(`.notice-icon--${kind}`)).not.toBeNull();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('names the email address in the email notice and offers no retry', () => {
    const { dialog } = renderDialog('Email delivery failed');
    expect(
      within(dialog).getByText(/We had trouble sending confirmation to parent@school.org/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('shows details for server problems and a support mail draft', () => {
    const { dialog } = renderDialog('500: database is restarting');
    expect(within(dialog).getByText('500: database is restarting')).toBeInTheDocument();
    const support = within(dialog).getByRole('link', { name: 'Contact Support' });
    expect(support.getAttribute('href')).toContain(`subject=${encodeURIComponent(SUPPORT_MAIL_SUBJECT)}`);
  });

  it('offers Login for the auth variant and wires every button', async () => {
    const { dialog, onRetry, onClose, onLogin } = renderDialog('401: Please log in to continue', 401);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's own sentence for an email's trials of the day, with Login and no retry", async () => {
    const { dialog, onLogin } = renderDialog(
      '429: You already started 3 free trials today with parent@school.org. Sign in to see your assistants (use "Forgot your password?" if you have not set one), or start another trial tomorrow.',
      429,
    );
    expect(within(dialog).getByRole('heading', { name: 'No new trial right now' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^You already started 3 free trials today with parent@school.org\. Sign in/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('has no Login button when the failure is not about signing in', () => {
    const { dialog } = renderDialog('Failed to fetch');
    expect(within(dialog).queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderDialog('Failed to fetch');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

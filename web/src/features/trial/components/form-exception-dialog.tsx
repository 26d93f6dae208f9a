import { formNoticeFor, SUPPORT_CONTACT, SUPPORT_MAIL_SUBJECT, type FormNotice } from '@gptsite/shared';
import { NoticeIcon } from '../../../components/ui/notice-icon';
import { Modal } from '../../../components/ui/modal';

interface FormExceptionDialogProps {
  message: string;
  status?: number;
  email?: string;
  onRetry: () => void;
  onClose: () => void;
  onLogin: () => void;
}

/** The auth variant: the server says the address needs to sign in instead of starting a new trial. */
export function needsLogin(message: string, status?: number): boolean {
  return (
    status === 401 || /already (?:registered|exists|has an account)|please log ?in|sign in/i.test(message)
  );
}

/**
 * A 429 (too many trials from this address, or this email's trials for the day): the server's own
 * sentence says what to do instead (sign in, or when to try again), so it is shown as it is.
 */
function limitNotice(message: string, login: boolean): FormNotice {
  return {
    kind: 'other',
    title: 'No new trial right now',
    message: message.replace(/^\d{3}: /, ''),
    suggestion: login ? 'Signing in shows the assistants you already have.' : 'Your form has been kept.',
    showDetails: false,
    retryAction: false,
    contactSupport: false,
  };
}

function supportMailto(message: string, email?: string): string {
  const body = `Hello,\n\nMy trial form could not be submitted.\n\nError: ${message}\nEmail used: ${email || '(not given)'}\nPage: ${window.location.href}\n`;
  return `mailto:${SUPPORT_CONTACT.email}?subject=${encodeURIComponent(SUPPORT_MAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
}

/** The form-submission notice of spec section 8, with the icon for its kind. */
export function FormExceptionDialog({
  message,
  status,
  email,
  onRetry,
  onClose,
  onLogin,
}: FormExceptionDialogProps) {
  const login = needsLogin(message, status);
  const notice = status === 429 ? limitNotice(message, login) : formNoticeFor(message, email);
  return (
    <Modal
      role="alertdialog"
      title={notice.title}
      icon={<NoticeIcon kind={notice.kind} />}
      description={<p>{notice.message}</p>}
      onClose={onClose}
    >
      <p className="notice__suggestion">{notice.suggestion}</p>
      {notice.showDetails ? (
        <details className="notice__details">
          <summary>Technical details</summary>
          <code>{message}</code>
        </details>
      ) : null}
      <div className="button-row">
        {notice.retryAction ? (
          <button type="button" className="button" onClick={onRetry}>
            Try Again
          </button>
        ) : null}
        {notice.contactSupport ? (
          <a className="button button--secondary" href={supportMailto(message, email)}>
            Contact Support
          </a>
        ) : null}
        {login ? (
          <button type="button" className="button button--secondary" onClick={onLogin}>
            Login
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

import { formNoticeFor, SUPPORT_CONTACT, SUPPORT_MAIL_SUBJECT } from '@gptsite/shared';
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
  const notice = formNoticeFor(message, email);
  const login = needsLogin(message, status);
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

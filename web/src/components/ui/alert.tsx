import type { ReactNode } from 'react';

export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'error' | 'success' | 'warning';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <strong className="alert__title">{title}</strong> : null}
      {children ? <div className="alert__body">{children}</div> : null}
    </div>
  );
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../config/ui';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'info' | 'success' | 'error';
}
interface QueuedToast extends ToastInput {
  id: number;
}
interface ToastApi {
  toast: (input: ToastInput) => void;
}

const ToastContext = createContext<ToastApi>({ toast: () => undefined });

export const useToast = (): ToastApi => useContext(ToastContext);

/** One toast visible at a time; later ones wait their turn (spec section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { ...input, id }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setQueue((current) => current.filter((item) => item.id !== id)),
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);
  const current = queue[0];
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        ref={regionRef}
        className="toast-region"
        aria-label={`Notifications (${TOAST_HOTKEY})`}
        tabIndex={-1}
      >
        {current ? <ToastItem key={current.id} toast={current} onDismiss={dismiss} /> : null}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: (id: number) => void }) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const onPointerUp = () => {
    if (Math.abs(offset) > TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
    startX.current = null;
  };
  return (
    <div
      className={`toast toast--${toast.variant ?? 'info'}`}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-live={toast.variant === 'error' ? 'assertive' : 'polite'}
      style={{ transform: `translateX(${offset}px)` }}
      onPointerDown={(event) => (startX.current = event.clientX)}
      onPointerMove={(event) => startX.current !== null && setOffset(event.clientX - startX.current)}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="toast__body">
        <strong className="toast__title">{toast.title}</strong>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

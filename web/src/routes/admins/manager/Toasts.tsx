import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../../lib/domain';

export interface ToastItem {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

/** docs/product.md section 8: success and error toasts of the Apartment Manager, stacked, each clearing itself. */
export function useToasts(
  durationMs: number = TOAST_DURATION_MS,
): [ToastItem[], (kind: ToastItem['kind'], message: string) => void] {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const push = useCallback(
    (kind: ToastItem['kind'], message: string) => {
      next.current += 1;
      const id = next.current;
      setToasts((current) => [...current, { id, kind, message }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [durationMs],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return [toasts, push];
}

export function Toasts({ toasts }: { toasts: ToastItem[] }) {
  return (
    <div className="toast-stack" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}

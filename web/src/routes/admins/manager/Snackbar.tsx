import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_SNACKBAR_MS } from '../../../lib/domain';

/** SPEC.md section 2: errors show in a bottom-centre red snackbar that closes after 6 seconds. */
export function useSnackbar(durationMs: number = ADMIN_SNACKBAR_MS): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, close];
}

export function Snackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <div className="snackbar" role="alert">
      <span>{message}</span>
      <button type="button" className="snackbar__close" aria-label="Dismiss" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

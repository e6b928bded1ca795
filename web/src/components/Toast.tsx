import { TOAST_DURATION_MS } from '../lib/domain';
import { useTimedMessage } from '../lib/useTimedMessage';

/** A message that clears itself (docs/product.md section 4: Copied/Shared toasts clear after 2 seconds). */
export function useToast(durationMs: number = TOAST_DURATION_MS): [string | null, (message: string) => void] {
  const [message, show] = useTimedMessage(durationMs);
  return [message, show];
}

export function Toast({ message }: { message: string | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && <div className="toast">{message}</div>}
    </div>
  );
}

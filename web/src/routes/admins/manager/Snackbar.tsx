import { ADMIN_SNACKBAR_MS } from '../../../lib/domain';
import { useTimedMessage } from '../../../lib/useTimedMessage';

/** docs/product.md section 2: errors show in a bottom-centre red snackbar that closes after 6 seconds. */
export function useSnackbar(
  durationMs: number = ADMIN_SNACKBAR_MS,
): [string | null, (message: string) => void, () => void] {
  return useTimedMessage(durationMs);
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

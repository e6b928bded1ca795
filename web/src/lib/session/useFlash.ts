import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A one-time message handed over in navigation state (the login's 'Login successful!'), shown once. */
export function useFlash(show: (message: string) => void): void {
  const location = useLocation();
  const shown = useRef<string | null>(null);
  const flash = (location.state as { flash?: unknown } | null)?.flash;
  useEffect(() => {
    if (typeof flash !== 'string' || shown.current === location.key) return;
    shown.current = location.key;
    show(flash);
  }, [flash, location.key, show]);
}

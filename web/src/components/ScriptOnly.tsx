// A control that works only with JavaScript (a dialog's trigger) is kept out of sight and out of the accessibility
// tree until the page has started, so a renter without script never meets a button that does nothing. Its room is
// kept, so nothing moves when it appears.
import type { ReactNode } from 'react';
import { useBrowserValue } from '../lib/useBrowserValue';

const started = () => true;

export function ScriptOnly({ children }: { children: ReactNode }) {
  const ready = useBrowserValue(started, false);
  return (
    <div className="script-only" data-ready={ready ? 'true' : undefined}>
      {children}
    </div>
  );
}

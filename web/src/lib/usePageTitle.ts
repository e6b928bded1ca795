import { useEffect } from 'react';
import { BUSINESS } from './business';

/** Each page names itself in the window title (screen readers announce it on navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BUSINESS.name}`;
  }, [title]);
}

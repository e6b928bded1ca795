// SPEC.md sections 2, 7 and 8: share links on this origin, copied to the clipboard or handed to the
// device's share sheet, with the spec's failure messages.
export const COPY_FAILED_MESSAGE = 'Unable to copy link';
export const SHARE_FAILED_MESSAGE = 'Unable to share link';

export function absoluteUrl(path: string): string {
  // A server-rendered page has no window; the link is only read in the browser, when a renter clicks.
  if (typeof window === 'undefined') return path;
  return new URL(path, window.location.origin).href;
}

export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** 'shared' through the share sheet, 'copied' when the device has none, 'cancelled' when the user closed it. */
export async function shareLink(url: string, title: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  await copyText(url);
  return 'copied';
}

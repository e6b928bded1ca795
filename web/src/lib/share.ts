// docs/product.md sections 2, 7 and 8: share links at the site's public address, copied to the clipboard or handed
// to the device's share sheet, with the spec's failure messages.
import { loadSiteConfig, safeHttpUrl } from './siteConfig';

export const COPY_FAILED_MESSAGE = 'Unable to copy link';
export const SHARE_FAILED_MESSAGE = 'Unable to share link';

/**
 * A path of this site at PUBLIC_URL (docs/contract.md "Running it": the origin used in share links), so a link
 * copied behind a proxy, on a preview host or on an internal address still names the public site. Without a
 * configured address, the page's own origin.
 */
function absoluteUrl(path: string, publicUrl?: string | null): string {
  const base = safeHttpUrl(publicUrl)?.href.replace(/\/$/, '') ?? window.location.origin;
  return new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`).href;
}

/** The share link of a path, once the site configuration is known (share buttons load it as they mount). */
export async function shareUrl(path: string): Promise<string> {
  const config = await loadSiteConfig();
  return absoluteUrl(path, config?.publicUrl);
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

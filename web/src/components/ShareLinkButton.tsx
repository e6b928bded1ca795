import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '../lib/domain';
import { copyText, shareUrl } from '../lib/share';
import { loadSiteConfig } from '../lib/siteConfig';

/**
 * docs/product.md sections 2 and 8 (lead pages): 'Share' copies the link and reads 'Copied!' for about 1.6 s; when
 * the clipboard fails, a 'Copy this link:' prompt shows the link. The link is the path at PUBLIC_URL.
 */
export function ShareLinkButton({ path }: { path: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Known before the click, so the copy runs while the click still counts as the user's gesture.
  useEffect(() => void loadSiteConfig(), []);

  const onClick = async () => {
    const url = await shareUrl(path);
    try {
      await copyText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch {
      window.prompt(t`Copy this link:`, url);
    }
  };

  return (
    <button type="button" className="button button--secondary" onClick={() => void onClick()} aria-live="polite">
      {copied ? t`Copied!` : t`Share`}
    </button>
  );
}

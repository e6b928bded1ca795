// docs/product.md section 7: ad conversion events on the thank-you page, blockbuster deals, the Apply button, our
// services and our mission. Events always go to window.dataLayer (the ad tag's own queue, local and
// harmless); the ad tag's script is loaded only when ADS_CONVERSION_ID is configured.
import { useEffect, useRef } from 'react';
import { loadScript } from './loadScript';
import { loadSiteConfig } from './siteConfig';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type ConversionSource = 'thank-you' | 'blockbuster-deals' | 'apply-filters' | 'our-services' | 'our-mission';

let tagStarted = false;

function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // The ad tag reads the `arguments` object itself, as its published snippet pushes it.
  window.dataLayer.push(args);
}

export async function fireConversion(source: ConversionSource): Promise<void> {
  const config = await loadSiteConfig();
  const conversionId = config?.adsConversionId ?? null;
  if (conversionId && !tagStarted) {
    tagStarted = true;
    gtag('js', new Date());
    gtag('config', conversionId);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(conversionId)}`).catch(
      (error: unknown) => console.error(error),
    );
  }
  gtag('event', 'conversion', { send_to: conversionId ?? 'unconfigured', event_category: source });
}

/** Fires one conversion when the page mounts, once per mount even under StrictMode's double effects. */
export function useConversionOnLoad(source: ConversionSource): void {
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    void fireConversion(source);
  }, [source]);
}

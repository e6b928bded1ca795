// The site's public origin (PUBLIC_URL) and third-party settings (docs/contract.md: SCHEDULING_URL, LEAD_FORM_URL,
// RENTAL_FORM_URL, ADS_CONVERSION_ID) come from the GraphQL field siteConfig. Pages that render them spread a fragment; helpers that only need
// a value (the ad conversion) read it once through this query.
import { fetchQuery, graphql } from 'react-relay';
import type { siteConfigQuery, siteConfigQuery$data } from '../__generated__/siteConfigQuery.graphql';
import { environment } from '../relay/environment';

const query = graphql`
  # eslint-disable-next-line relay/unused-fields -- the callers of loadSiteConfig read these values
  query siteConfigQuery {
    siteConfig {
      publicUrl
      schedulingUrl
      leadFormUrl
      rentalFormUrl
      adsConversionId
    }
  }
`;

export type SiteConfig = siteConfigQuery$data['siteConfig'];

let pending: Promise<SiteConfig | null> | null = null;

/** The site configuration, or null when the API does not answer (the page then works without third parties). */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  pending ??= fetchQuery<siteConfigQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' })
    .toPromise()
    .then((data) => data?.siteConfig ?? null)
    .catch((error: unknown) => {
      console.error(error);
      pending = null;
      return null;
    });
  return pending;
}

/** An http(s) URL, or null: a configured value that is not a web address is treated as unset. */
export function safeHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

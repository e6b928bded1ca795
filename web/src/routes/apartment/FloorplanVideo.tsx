import { Trans, useLingui } from '@lingui/react/macro';
/**
 * A floorplan's model video. A file on this origin plays inline; a video on another host is a link, so
 * nothing is fetched from a third party unless the renter asks for it (docs/contract.md, toolchain notes).
 */
export function FloorplanVideo({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === window.location.origin) {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- an admin supplies only the video's URL, no caption file; the floorplan's figures are on the card as text
      <video
        className="floorplan-card__video"
        src={parsed.href}
        controls
        preload="none"
        aria-label={t`${title} video tour`}
      />
    );
  }
  return (
    <a className="button button--secondary button--small" href={parsed.href} target="_blank" rel="noopener noreferrer">
      <Trans>▶ Watch the {title} video tour</Trans>
    </a>
  );
}

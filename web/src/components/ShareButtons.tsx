import { useLingui } from '@lingui/react/macro';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { ShareButtonsMutation } from '../__generated__/ShareButtonsMutation.graphql';
import { useDomainText } from '../lib/domainText';
import { copyText, COPY_FAILED_MESSAGE, shareLink, shareUrl, SHARE_FAILED_MESSAGE } from '../lib/share';
import { loadSiteConfig } from '../lib/siteConfig';

const recordShare = graphql`
  mutation ShareButtonsMutation($id: ID!) {
    recordApartmentShare(id: $id)
  }
`;

/**
 * docs/product.md section 2 (Apartment detail): copy-link and share-link icons with a Copied/Shared toast. The link is
 * the path at PUBLIC_URL (docs/contract.md), never the address the browser happens to use.
 */
export function ShareButtons({
  apartmentId,
  path,
  title,
  onToast,
}: {
  apartmentId: string;
  path: string;
  title: string;
  onToast: (message: string) => void;
}) {
  const { t } = useLingui();
  const text = useDomainText();
  const environment = useRelayEnvironment();
  // Known before the click, so the copy runs while the click still counts as the user's gesture; asked for when a
  // renter reaches for a button rather than on load, so a server-rendered page makes no request as it hydrates.
  const warm = () => void loadSiteConfig();
  const record = () =>
    commitMutation<ShareButtonsMutation>(environment, {
      mutation: recordShare,
      variables: { id: apartmentId },
      onError: (e) => console.error(e),
    });

  return (
    <div className="share-buttons">
      <button
        type="button"
        className="icon-button"
        aria-label={t`Copy link to ${title}`}
        title={t`Copy link`}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() =>
          void shareUrl(path)
            .then(copyText)
            .then(
              () => {
                record();
                onToast(t`Copied`);
              },
              () => window.alert(text(COPY_FAILED_MESSAGE)),
            )
        }
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
          />
        </svg>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Share ${title}`}
        title={t`Share`}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() =>
          void shareUrl(path)
            .then((url) => shareLink(url, title))
            .then(
              (outcome) => {
                if (outcome === 'cancelled') return;
                record();
                onToast(outcome === 'shared' ? t`Shared` : t`Copied`);
              },
              () => window.alert(text(SHARE_FAILED_MESSAGE)),
            )
        }
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
          />
        </svg>
      </button>
    </div>
  );
}

// The heart on apartment cards and pages: keeps the apartment in this browser's favourites (lib/favourites.ts), and
// counts as the apartment's like.
import { useLingui } from '@lingui/react/macro';
import { useFavouriteLikes } from './useFavouriteLikes';

export function FavouriteButton({ apartmentId, name }: { apartmentId: string; name: string }) {
  const { ids, toggle } = useFavouriteLikes();
  const kept = ids.includes(apartmentId);
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={kept ? 'favourite-button favourite-button--on' : 'favourite-button'}
      aria-pressed={kept}
      aria-label={kept ? t`Remove ${name} from favourites` : t`Save ${name} to favourites`}
      title={kept ? t`Saved to favourites` : t`Save to favourites`}
      onClick={(event) => {
        // On a card the whole card is a link: the heart must not follow it.
        event.preventDefault();
        event.stopPropagation();
        toggle(apartmentId);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

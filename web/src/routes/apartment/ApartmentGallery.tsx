// docs/contract.md "Where an apartment is": the building's photos, uploaded through the presigned flow with smaller
// copies. The first is the page's largest picture (server rendered, high priority, preloaded from the head by
// api/src/web.ts), the next few load as the renter scrolls, and every one is a click away in the gallery dialog.
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type {
  ApartmentGallery_apartment$data,
  ApartmentGallery_apartment$key,
} from '../../__generated__/ApartmentGallery_apartment.graphql';
import { ApartmentImage } from '../../components/ApartmentImage';
import { AllImagesDialog } from './AllImagesDialog';

const fragment = graphql`
  fragment ApartmentGallery_apartment on Apartment {
    displayName
    cardImage
    photos {
      id
      url
      displayAlt
      srcsetWebp
      srcsetJpg
    }
  }
`;

/** Photos shown beside the main one; the dialog holds them all. */
const PHOTOS_BESIDE_MAIN = 4;
/** The main photo is the page's width on a phone and about 60% of it on a wide screen (styles.css .apartment-gallery). */
const MAIN_SIZES = '(max-width: 700px) 100vw, 60vw';
const SIDE_SIZES = '(max-width: 700px) 50vw, 20vw';
/** The gallery's 4:3 frame (styles.css), so the page does not move while a photo loads. */
const MAIN_WIDTH_PX = 960;
const MAIN_HEIGHT_PX = 720;
const SIDE_WIDTH_PX = 400;
const SIDE_HEIGHT_PX = 300;

type Photo = ApartmentGallery_apartment$data['photos'][number];

/** One photo with its WebP and JPEG copies; `main` is the first screen's largest picture. */
function GalleryPhoto({ photo, main }: { photo: Photo; main: boolean }) {
  const sizes = main ? MAIN_SIZES : SIDE_SIZES;
  const image = (
    <img
      className="apartment-gallery__image"
      src={photo.url}
      srcSet={photo.srcsetJpg ?? undefined}
      sizes={photo.srcsetJpg ? sizes : undefined}
      alt={photo.displayAlt}
      width={main ? MAIN_WIDTH_PX : SIDE_WIDTH_PX}
      height={main ? MAIN_HEIGHT_PX : SIDE_HEIGHT_PX}
      loading={main ? 'eager' : 'lazy'}
      fetchPriority={main ? 'high' : 'auto'}
      decoding={main ? 'sync' : 'async'}
    />
  );
  if (!photo.srcsetWebp) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={photo.srcsetWebp} sizes={sizes} />
      {image}
    </picture>
  );
}

export function ApartmentGallery({ apartment }: { apartment: ApartmentGallery_apartment$key }) {
  const data = useFragment(fragment, apartment);
  const [main, ...rest] = data.photos;
  const { t } = useLingui();
  const displayName = data.displayName;
  if (!main) {
    // Without photos, the Image URL the admin chose (docs/product.md "The Add New Apartment dialog"), if any.
    if (!data.cardImage) return null;
    return (
      <section className="apartment-gallery apartment-gallery--single" aria-label={t`Photos`}>
        <ApartmentImage
          src={data.cardImage}
          alt={t`${displayName}, the building`}
          className="apartment-gallery__image"
          priority="high"
          sizes={MAIN_SIZES}
        />
      </section>
    );
  }
  const beside = rest.slice(0, PHOTOS_BESIDE_MAIN);
  return (
    <section className="apartment-gallery" aria-label={t`Photos`}>
      <div className="apartment-gallery__main">
        <GalleryPhoto photo={main} main />
      </div>
      {beside.length > 0 && (
        <ul className="apartment-gallery__rest">
          {beside.map((photo) => (
            <li key={photo.id}>
              <GalleryPhoto photo={photo} main={false} />
            </li>
          ))}
        </ul>
      )}
      {data.photos.length > 1 && (
        <div className="apartment-gallery__all">
          <AllImagesDialog
            title={data.displayName}
            noun="photos"
            images={data.photos.map((photo) => ({ url: photo.url, alt: photo.displayAlt, srcset: photo.srcsetJpg }))}
            description={t`Every photo of this building.`}
          />
        </div>
      )}
    </section>
  );
}

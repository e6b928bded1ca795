// docs/product.md section 2 (Apartment detail): one card per floorplan: room-type title, total floorplans, sqft
// range, price range, a video and up to 4 images, with 'See all N images' when there are more.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n';
import { useDomainText } from '../../lib/domainText';
import { graphql, useFragment } from 'react-relay';
import type { FloorplanCard_floorplan$key } from '../../__generated__/FloorplanCard_floorplan.graphql';
import { ApartmentImage } from '../../components/ApartmentImage';
import { QualificationBadge } from '../../components/qualification/QualificationBadge';
import { ShareButtons } from '../../components/ShareButtons';
import { IMAGES_PER_FLOORPLAN_CARD } from '../../lib/domain';
import { formatRentDollars, formatRange, formatSqft } from '../../lib/format';
import { paths } from '../../lib/paths';
import { AllImagesDialog } from './AllImagesDialog';
import { DealMeter } from './DealMeter';
import { FloorplanCost } from './FloorplanCost';
import { FloorplanPriceHistory } from './FloorplanPriceHistory';
import { FloorplanVideo } from './FloorplanVideo';

const fragment = graphql`
  fragment FloorplanCard_floorplan on Floorplan
  @argumentDefinitions(answers: { type: "QualificationInput", defaultValue: null }) {
    _id
    typeLabel
    totalFloorplans
    details {
      minPrice
      maxPrice
      minSqft
      maxSqft
    }
    modelDetails {
      video
    }
    imageUrls
    ...FloorplanCost_floorplan
    ...DealMeter_floorplan
    ...FloorplanPriceHistory_floorplan
    qualification(answers: $answers) {
      ...QualificationBadge_result
    }
  }
`;

export function FloorplanCard({
  floorplan,
  apartmentId,
  apartmentGlobalId,
  onToast,
}: {
  floorplan: FloorplanCard_floorplan$key;
  apartmentId: string;
  apartmentGlobalId: string;
  onToast: (message: string) => void;
}) {
  const data = useFragment(fragment, floorplan);
  const { minPrice, maxPrice, minSqft, maxSqft } = data.details;
  const images = data.imageUrls.slice(0, IMAGES_PER_FLOORPLAN_CARD);
  const locale = useLocale();
  const text = useDomainText();
  const { t } = useLingui();
  const typeLabel = text(data.typeLabel);
  const price = formatRange(minPrice, maxPrice, formatRentDollars, locale);
  const sqft = formatRange(minSqft, maxSqft, (value) => formatSqft(value, locale), locale);
  const imageCount = data.imageUrls.length;
  return (
    <article className="floorplan-card" aria-labelledby={`fp-${data._id}`}>
      <header className="floorplan-card__header">
        <h2 className="floorplan-card__title" id={`fp-${data._id}`}>
          {typeLabel}
        </h2>
        <ShareButtons
          apartmentId={apartmentGlobalId}
          path={paths.floorplan(apartmentId, data._id)}
          title={typeLabel}
          onToast={onToast}
        />
      </header>
      <dl className="facts">
        <div>
          <dt>
            <Trans>Total floorplans</Trans>
          </dt>
          <dd>{data.totalFloorplans}</dd>
        </div>
        <div>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd>{sqft ?? t`Ask us`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{price ? t`${price}/mo` : t`Ask us`}</dd>
        </div>
      </dl>
      <FloorplanCost floorplan={data} />
      <DealMeter floorplan={data} />
      <FloorplanPriceHistory floorplan={data} />
      {data.qualification && <QualificationBadge result={data.qualification} />}
      {images.length > 0 ? (
        <ul className="floorplan-card__images">
          {images.map((url, index) => (
            <li key={`${url}-${index}`}>
              <ApartmentImage src={url} alt={t`${typeLabel}, image ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : (
        <ApartmentImage src={null} alt="" className="floorplan-card__placeholder" />
      )}
      <div className="floorplan-card__footer">
        {data.imageUrls.length > IMAGES_PER_FLOORPLAN_CARD && (
          <AllImagesDialog
            title={typeLabel}
            images={data.imageUrls.map((url, index) => ({
              url,
              alt: t`${typeLabel}, view ${index + 1} of ${imageCount}`,
            }))}
            description={t`Every photo of this floorplan.`}
          />
        )}
        {data.modelDetails.video && <FloorplanVideo url={data.modelDetails.video} title={typeLabel} />}
      </div>
    </article>
  );
}

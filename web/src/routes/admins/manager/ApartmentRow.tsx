import { graphql, useFragment } from 'react-relay';
import type { ApartmentRow_apartment$key } from '../../../__generated__/ApartmentRow_apartment.graphql';
import { THUMBNAIL_SIZE_PX, imageVariantKey, imageVariants } from '../../../lib/domain';
import { ImageImportNotice } from './ImageImportNotice';

const rowFragment = graphql`
  fragment ApartmentRow_apartment on Apartment {
    _id
    name
    code
    cardImage
    location
    promotion
    leaseTerm
    promotionalTerm
    freeMove
    clicks
    likes
    shares
    highlight
    ...ImageImportNotice_apartment
  }
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One row of the Apartment Manager table (docs/product.md section 2); highlighted rows are tinted yellow. */
export function ApartmentRow({
  apartment,
  justAdded = false,
  deleting,
  onEdit,
  onDelete,
  onCosts,
  onError = () => undefined,
}: {
  apartment: ApartmentRow_apartment$key;
  /** The apartment the admin has just added: marked New. */
  justAdded?: boolean;
  deleting: boolean;
  onEdit: (apartment: { id: string; name: string }) => void;
  onDelete: (apartment: { id: string; name: string }) => void;
  onCosts: (apartment: { id: string; name: string }) => void;
  /** An image retry that failed (the snackbar). */
  onError?: (message: string) => void;
}) {
  const data = useFragment(rowFragment, apartment);
  return (
    <tr
      className={[
        'manager-table__row',
        data.highlight ? 'manager-table__row--highlight' : '',
        justAdded ? 'manager-table__row--added' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <th scope="row">
        {data.name}
        {justAdded && <span className="manager-table__new"> New</span>}
      </th>
      <td>{data.code}</td>
      <td>
        {data.cardImage ? (
          <img
            className="thumbnail"
            src={thumbnailSrc(data.cardImage)}
            alt=""
            width={THUMBNAIL_SIZE_PX}
            height={THUMBNAIL_SIZE_PX}
            loading="lazy"
          />
        ) : (
          <span className="thumbnail thumbnail--empty" role="img" aria-label="No image" />
        )}
        {/* An outside image on its way, or why its copy failed, with a retry (docs/contract.md "Where an apartment is"). */}
        <ImageImportNotice apartment={data} onError={onError} compact />
      </td>
      <td>{data.location.join(', ')}</td>
      <td>{yesNo(data.promotion)}</td>
      <td>{data.leaseTerm}</td>
      <td>{data.promotionalTerm ?? 0}</td>
      <td>{yesNo(data.freeMove)}</td>
      <td>{data.clicks ?? 0}</td>
      <td>{data.likes ?? 0}</td>
      <td>{data.shares ?? 0}</td>
      <td>{yesNo(data.highlight)}</td>
      <td>
        <div className="manager-table__actions">
          <button
            type="button"
            className="button button--small button--secondary"
            aria-label={`Edit ${data.name}`}
            onClick={() => onEdit({ id: data._id, name: data.name })}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            aria-label={`Costs of ${data.name}`}
            onClick={() => onCosts({ id: data._id, name: data.name })}
          >
            Costs
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`Delete ${data.name}`}
            disabled={deleting}
            onClick={() => onDelete({ id: data._id, name: data.name })}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** An upload's 100 px copy (sharp at 1x and 2x screens alike) rather than the full photo; other images as they are. */
export function thumbnailSrc(image: string): string {
  return imageVariants(image) ? imageVariantKey(image, 100, 'jpg') : image;
}

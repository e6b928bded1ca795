import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RenterFacts_lead$key } from '../../__generated__/RenterFacts_lead.graphql';
import { AMENITY_LABELS, CONTACT_METHOD_LABELS, PET_KIND_LABELS } from '../../lib/domain';
import { floorplanTypeLabel, formatDateTime, formatDay, formatCents, formatPhone } from '../../lib/format';
import { paths } from '../../lib/paths';

const fragment = graphql`
  fragment RenterFacts_lead on Lead {
    email
    phone
    preferredContact
    apartment {
      _id
      displayName
    }
    moveInDate
    budgetCents
    roomTypes
    areas
    pets
    amenities
    notes
    createdAt
    followUpOn
    lostReason
  }
`;

/** The guest card as the renter sent it (docs/contract.md: first-party leads), with what staff added since. */
export function RenterFacts({ lead }: { lead: RenterFacts_lead$key }) {
  const data = useFragment(fragment, lead);
  const rows: [string, ReactNode][] = [
    ['E-mail', data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : null],
    ['Phone', data.phone ? <a href={`tel:${data.phone}`}>{formatPhone(data.phone)}</a> : null],
    ['Prefers', CONTACT_METHOD_LABELS[data.preferredContact as keyof typeof CONTACT_METHOD_LABELS]],
    [
      'Asked about',
      data.apartment ? (
        <Link to={paths.filteredFloorplans(data.apartment._id)}>{data.apartment.displayName}</Link>
      ) : null,
    ],
    ['Move-in', data.moveInDate ? formatDay(data.moveInDate) : null],
    ['Budget', data.budgetCents != null ? `${formatCents(data.budgetCents)} a month, all in` : null],
    ['Room types', data.roomTypes.map(floorplanTypeLabel).join(', ')],
    ['Areas', data.areas.join(', ')],
    ['Pets', data.pets.map((kind) => PET_KIND_LABELS[kind as keyof typeof PET_KIND_LABELS]).join(', ')],
    ['Must have', data.amenities.map((amenity) => AMENITY_LABELS[amenity as keyof typeof AMENITY_LABELS]).join(', ')],
    ['Notes', data.notes],
    ['Received', formatDateTime(data.createdAt)],
    ['Follow up', data.followUpOn ? formatDay(data.followUpOn) : null],
    ['Lost because', data.lostReason],
  ];
  return (
    <dl className="lead-facts">
      {rows
        .filter(([, value]) => value !== null && value !== '' && value !== undefined)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

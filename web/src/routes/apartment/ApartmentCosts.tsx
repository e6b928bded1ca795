// Every fee the property charges beyond rent, itemized, with the specials on today, the pet policy and the
// amenities: what renters most often find hidden until they apply.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDomainText } from '../../lib/domainText';
import { graphql, useFragment } from 'react-relay';
import type { ApartmentCosts_apartment$key } from '../../__generated__/ApartmentCosts_apartment.graphql';
import { Deal } from '../../components/Deal';
import { AMENITIES, AMENITY_LABELS, FEE_KIND_LABELS, PET_KIND_LABELS, isPetKind } from '../../lib/domain';
import { formatFeeCents } from '../../lib/format';

const fragment = graphql`
  fragment ApartmentCosts_apartment on Apartment {
    fees {
      name
      amountCents
      kind
    }
    specials {
      id
      ...Deal_special
    }
    petPolicy {
      petsAllowed
      petRentCents
      petDepositCents
    }
    amenities
  }
`;

export function ApartmentCosts({ apartment }: { apartment: ApartmentCosts_apartment$key }) {
  const data = useFragment(fragment, apartment);
  const text = useDomainText();
  const { t } = useLingui();
  const pets = data.petPolicy.petsAllowed.filter(isPetKind).map((kind) => text(PET_KIND_LABELS[kind]));
  // In the order renters scan them, whatever order staff ticked them in.
  const amenities = AMENITIES.filter((amenity) => data.amenities.includes(amenity)).map((amenity) =>
    text(AMENITY_LABELS[amenity]),
  );
  const { petRentCents, petDepositCents } = data.petPolicy;
  const petRent = petRentCents != null ? formatFeeCents(petRentCents) : null;
  const petDeposit = petDepositCents != null ? formatFeeCents(petDepositCents) : null;
  return (
    <section className="apartment-costs" aria-labelledby="apartment-costs-title">
      <h2 id="apartment-costs-title" className="apartment-costs__title">
        <Trans>Fees and specials</Trans>
      </h2>
      {data.specials.length > 0 && (
        <ul className="apartment-costs__specials">
          {data.specials.map((special) => (
            <li key={special.id}>
              <Deal special={special} />
            </li>
          ))}
        </ul>
      )}
      {data.fees.length > 0 ? (
        <table className="fee-table">
          <caption className="visually-hidden">
            <Trans>Fees beyond rent</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Fee</Trans>
              </th>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.fees.map((fee) => (
              <tr key={`${fee.kind}-${fee.name}`}>
                <td>{text(fee.name)}</td>
                <td>{text(FEE_KIND_LABELS[fee.kind as keyof typeof FEE_KIND_LABELS] ?? fee.kind)}</td>
                <td>{formatFeeCents(fee.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          <Trans>No fees beyond rent listed. Ask us to confirm with the property.</Trans>
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>
            <Trans>Pets</Trans>
          </dt>
          <dd>
            {pets.length > 0 ? pets.join(', ') : t`No pets`}
            {petRent != null && t` · pet rent ${petRent}/month`}
            {petDeposit != null && t` · pet deposit ${petDeposit}`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amenities</Trans>
          </dt>
          <dd>{amenities.length > 0 ? amenities.join(', ') : t`Ask us`}</dd>
        </div>
      </dl>
    </section>
  );
}

// Each floorplan's availability: the day a unit can be moved into (blank: now) and how many units are
// left. Saving confirms the floorplan as checked today (verifyFloorplan), as the verification queue does.
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { AvailabilityEditor_apartment$key } from '../../../../__generated__/AvailabilityEditor_apartment.graphql';
import type { AvailabilityEditorVerifyMutation } from '../../../../__generated__/AvailabilityEditorVerifyMutation.graphql';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import {
  AvailabilityFields,
  availabilityDraft,
  availabilityInput,
  type AvailabilityDraft,
} from '../../../verification/AvailabilityFields';
import type { SectionProps } from '../editor/sections';
import { SectionActions } from '../editor/SectionActions';

const availabilityFragment = graphql`
  fragment AvailabilityEditor_apartment on Apartment {
    floorplans {
      id
      typeLabel
      availableFrom
      availableNow
      unitsAvailable
    }
  }
`;

const verifyMutation = graphql`
  mutation AvailabilityEditorVerifyMutation($floorplanId: ID!, $availability: AvailabilityInput) {
    verifyFloorplan(floorplanId: $floorplanId, availability: $availability) {
      id
      availableFrom
      availableNow
      unitsAvailable
    }
  }
`;

export function AvailabilityEditor({
  apartment,
  onSaved,
  onError,
  role = 'admin',
}: { apartment: AvailabilityEditor_apartment$key } & SectionProps) {
  const data = useFragment(availabilityFragment, apartment);
  const id = useId();
  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Availability</h3>
      {data.floorplans.length === 0 && <p className="empty-state">No floorplans yet.</p>}
      <ul className="costs-rows">
        {data.floorplans.map((floorplan) => (
          <FloorplanAvailability
            key={floorplan.id}
            floorplan={floorplan}
            onSaved={onSaved}
            onError={onError}
            role={role}
          />
        ))}
      </ul>
    </section>
  );
}

function FloorplanAvailability({
  floorplan,
  onSaved,
  onError,
  role = 'admin',
}: {
  floorplan: {
    id: string;
    typeLabel: string;
    availableFrom: string;
    availableNow: boolean;
    unitsAvailable: number | null | undefined;
  };
} & SectionProps) {
  const environment = useRelayEnvironment();
  const { availableFrom, availableNow, unitsAvailable } = floorplan;
  const [draft, setDraft] = useState<AvailabilityDraft>(() =>
    availabilityDraft({ availableFrom, availableNow, unitsAvailable }),
  );
  const action = useFormAction(
    (availability: AvailabilityEditorVerifyMutation['variables']['availability']) =>
      commit<AvailabilityEditorVerifyMutation>(
        environment,
        verifyMutation,
        { floorplanId: floorplan.id, availability },
        role,
      ),
    {
      fallback: 'Failed to save the availability.',
      onSuccess: () => onSaved(`${floorplan.typeLabel}: availability saved and verified.`),
      onError,
    },
  );

  const save = () => {
    const availability = availabilityInput(draft);
    if (!availability.ok) return onError(`${floorplan.typeLabel}: ${availability.message}`);
    void action.run(availability.input);
  };

  return (
    <li className="costs-row costs-row--availability">
      <strong>{floorplan.typeLabel}</strong>
      <AvailabilityFields draft={draft} onChange={setDraft} />
      <SectionActions
        error={null}
        busy={action.busy}
        label="Save and verify"
        ariaLabel={`Save and verify ${floorplan.typeLabel}`}
        onSave={save}
      />
    </li>
  );
}

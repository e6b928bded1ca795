// A floorplan's accessibility features in the Floorplans & prices section (docs/contract.md "Who qualifies": renters
// filter on them). Saved on their own with setFloorplanAccessibility, which replaces the whole list.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { FloorplanAccessibility_floorplan$key } from '../../../../__generated__/FloorplanAccessibility_floorplan.graphql';
import type { FloorplanAccessibilitySaveMutation } from '../../../../__generated__/FloorplanAccessibilitySaveMutation.graphql';
import {
  ACCESSIBILITY_FEATURE_LABELS,
  ACCESSIBILITY_FEATURES,
  type AccessibilityFeature,
} from '../../../../lib/domain';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { SectionActions } from './SectionActions';
import type { SectionProps } from './sections';

const fragment = graphql`
  fragment FloorplanAccessibility_floorplan on Floorplan {
    _id
    typeLabel
    accessibility
  }
`;

const saveMutation = graphql`
  mutation FloorplanAccessibilitySaveMutation($floorplanId: ID!, $accessibility: [AccessibilityFeature!]!) {
    setFloorplanAccessibility(floorplanId: $floorplanId, accessibility: $accessibility) {
      id
      ...FloorplanAccessibility_floorplan
    }
  }
`;

export function FloorplanAccessibility({
  floorplan,
  onSaved,
  onError,
}: { floorplan: FloorplanAccessibility_floorplan$key } & SectionProps) {
  const data = useFragment(fragment, floorplan);
  const environment = useRelayEnvironment();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(data.accessibility));
  const save = useFormAction(
    (accessibility: AccessibilityFeature[]) =>
      commit<FloorplanAccessibilitySaveMutation>(
        environment,
        saveMutation,
        { floorplanId: data._id, accessibility },
        'admin',
      ),
    {
      fallback: 'Failed to save the accessibility features.',
      onSuccess: () => onSaved(`${data.typeLabel}: accessibility saved.`),
      onError,
    },
  );

  const toggle = (feature: AccessibilityFeature) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(feature)) next.add(feature);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(ACCESSIBILITY_FEATURES.filter((feature) => chosen.has(feature)));
  };

  return (
    <form className="apartment-form" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <fieldset className="costs-checks">
        <legend id={`${id}-legend`} className="field__label">
          {data.typeLabel}: accessibility
        </legend>
        {ACCESSIBILITY_FEATURES.map((feature) => (
          <label key={feature} className="checkbox">
            <input type="checkbox" checked={chosen.has(feature)} onChange={() => toggle(feature)} />
            {ACCESSIBILITY_FEATURE_LABELS[feature]}
          </label>
        ))}
      </fieldset>
      <SectionActions
        error={save.error}
        busy={save.busy}
        label="Save accessibility"
        ariaLabel={`Save ${data.typeLabel} accessibility`}
      />
    </form>
  );
}

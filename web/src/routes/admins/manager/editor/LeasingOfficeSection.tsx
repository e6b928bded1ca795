// docs/contract.md "The property door": an admin invites the apartment's leasing office contact by e-mail; the contact
// signs in through the e-mailed link (no password) and keeps this apartment's rents, fees, specials, availability and
// screening rules true. A contact invited before for other apartments gains this one.
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { LeasingOfficeSection_apartment$key } from '../../../../__generated__/LeasingOfficeSection_apartment.graphql';
import type { LeasingOfficeSectionInviteMutation } from '../../../../__generated__/LeasingOfficeSectionInviteMutation.graphql';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { SectionActions } from './SectionActions';
import type { SectionProps } from './sections';

const officeFragment = graphql`
  fragment LeasingOfficeSection_apartment on Apartment {
    _id
    propertyContacts {
      id
      name
      email
    }
  }
`;

const inviteMutation = graphql`
  mutation LeasingOfficeSectionInviteMutation($input: InvitePropertyContactInput!) {
    invitePropertyContact(input: $input) {
      apartments {
        id
        ...LeasingOfficeSection_apartment
      }
    }
  }
`;

export function LeasingOfficeSection({
  apartment,
  onSaved,
  onError,
}: { apartment: LeasingOfficeSection_apartment$key } & SectionProps) {
  const data = useFragment(officeFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const action = useFormAction(
    () =>
      commit<LeasingOfficeSectionInviteMutation>(
        environment,
        inviteMutation,
        { input: { name, email, apartmentIds: [data._id] } },
        'admin',
      ),
    {
      fallback: 'Failed to send the invitation.',
      onSuccess: () => {
        onSaved(`Invitation e-mailed to ${email.trim()}.`);
        setName('');
        setEmail('');
      },
      onError,
    },
  );
  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Leasing office</h3>
      {data.propertyContacts.length === 0 ? (
        <p className="empty-state">No leasing office contact yet.</p>
      ) : (
        <ul aria-label="Leasing office contacts">
          {data.propertyContacts.map((contact) => (
            <li key={contact.id}>
              {contact.name} ({contact.email})
            </li>
          ))}
        </ul>
      )}
      <div className="form-row">
        <div>
          <label className="field__label" htmlFor={`${id}-name`}>
            Contact&apos;s name
          </label>
          <input id={`${id}-name`} className="input" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div>
          <label className="field__label" htmlFor={`${id}-email`}>
            Contact&apos;s e-mail
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      </div>
      <SectionActions
        error={action.error}
        busy={action.busy}
        label="Invite by e-mail"
        onSave={() => void action.run()}
      />
    </section>
  );
}

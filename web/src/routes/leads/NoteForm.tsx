import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NoteForm_lead$key } from '../../__generated__/NoteForm_lead.graphql';
import { CharacterCount } from '../../components/CharacterCount';
import { LEAD_NOTE_MAX_LENGTH } from '../../lib/domain';

const fragment = graphql`
  fragment NoteForm_lead on Lead {
    followUpOn
  }
`;

/** A note for the timeline and the next follow-up day; the day is sent only when it changed. */
export function NoteForm({
  lead,
  busy,
  onSave,
}: {
  lead: NoteForm_lead$key;
  busy: boolean;
  /** Resolves to whether the note was saved: the typed text stays on screen after a refusal (docs/product.md section 8). */
  onSave: (input: { text: string | null; followUpOn?: string | null }) => Promise<boolean>;
}) {
  const data = useFragment(fragment, lead);
  const countId = useId();
  const [text, setText] = useState('');
  const [followUpOn, setFollowUpOn] = useState(data.followUpOn ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changedDate = followUpOn !== (data.followUpOn ?? '');
    if (await onSave({ text: text.trim() || null, ...(changedDate ? { followUpOn: followUpOn || null } : {}) }))
      setText('');
  };
  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label className="field__label" htmlFor={`${countId}-note`}>
          Note
        </label>
        <textarea
          id={`${countId}-note`}
          className="input"
          rows={2}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          aria-describedby={countId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <CharacterCount id={countId} length={text.length} max={LEAD_NOTE_MAX_LENGTH} />
      </div>
      <div className="inline-form__row">
        <label className="form-field">
          <span className="field__label">Next follow-up</span>
          <input
            className="input"
            type="date"
            value={followUpOn}
            onChange={(event) => setFollowUpOn(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Add to timeline
        </button>
      </div>
    </form>
  );
}

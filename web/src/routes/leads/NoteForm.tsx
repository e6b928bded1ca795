import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NoteForm_lead$key } from '../../__generated__/NoteForm_lead.graphql';

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
      <label className="form-field">
        <span className="field__label">Note</span>
        <textarea
          className="input"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
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

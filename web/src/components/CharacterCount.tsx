// A text field's one limit, shown before the renter types and counted as they type: the field's maxlength is the
// same number, so the limit is never learnt from a refusal. The field names this line in its aria-describedby, so a
// screen reader reads the limit with the field.
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../lib/format';

export interface CharacterCountProps {
  /** The id the field's aria-describedby names. */
  id: string;
  length: number;
  /** The field's limit, a constant of lib/domain (the server's check uses the same). */
  max: number;
}

export function CharacterCount({ id, length, max }: CharacterCountProps) {
  const { t } = useLingui();
  // Numbers read the same in US Spanish (docs/contract.md "Spanish").
  const used = formatCount(length);
  const limit = formatCount(max);
  return (
    <p className="fine-print character-count" id={id}>
      {t`${used} of ${limit} characters`}
    </p>
  );
}

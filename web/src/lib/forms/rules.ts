// docs/product.md section 5 (Form rule kinds): required, minimum and maximum length, numeric min/max (api/src/domain/number-fields.ts), e-mail. A rule
// answers its message when the value breaks it, else null; the messages come from api/src/domain.
import { EMAIL_PATTERN, readNumberField, type NumberFieldRule } from '../domain';

export type Rule = (value: string) => string | null;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;
export const minLength =
  (length: number, message: string): Rule =>
  (value) =>
    value.length < length ? message : null;
export const maxLength =
  (length: number, message: string): Rule =>
  (value) =>
    value.trim().length > length ? message : null;
export const email =
  (message: string): Rule =>
  (value) =>
    EMAIL_PATTERN.test(value.trim()) ? null : message;
export const pattern =
  (regex: RegExp, message: string): Rule =>
  (value) =>
    value.trim() === '' || regex.test(value.trim()) ? null : message;

/** A number field of api/src/domain's rule table: the same reading, and so the same words, as the server's. */
export const numberField =
  (rule: NumberFieldRule): Rule =>
  (value) => {
    const result = readNumberField(rule, value);
    return result.ok ? null : result.message;
  };

/** The first broken rule's message, or null. */
export function check(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

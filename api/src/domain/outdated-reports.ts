// A renter's report that a listing's price, availability or special is out of date (the verification queue).
import { tooLongMessage } from './messages.js';

export const OUTDATED_NOTE_MAX_LENGTH = 500;
/** A renter's "Report outdated" details past their limit (the form's maxlength and counter hold them to it). */
export const OUTDATED_NOTE_TOO_LONG = tooLongMessage('Details', OUTDATED_NOTE_MAX_LENGTH);
/** Reports of outdated listings one client address may send an hour. */
export const OUTDATED_REPORTS_PER_HOUR = 10;
export const OUTDATED_TOPICS = ['price', 'availability', 'special'] as const;
export type OutdatedTopic = (typeof OUTDATED_TOPICS)[number];
export const OUTDATED_TOPIC_LABELS: Record<OutdatedTopic, string> = {
  price: 'Price',
  availability: 'Availability',
  special: 'Special',
};

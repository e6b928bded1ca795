// A phone number as people in San Antonio write it, "(210) 555-0199". The server stores the E.164 form
// ("+12105550199", domain/leads.ts normalizePhone) so links dial it; people read this one. libphonenumber-js knows
// every country's grouping; its "min" metadata keeps it small, and only the staff's pages import this module (it is
// not exported by domain/index.ts, so renters' pages never load it).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** "(210) 555-0199" for a US number, "+44 20 7946 0958" for another country's; the text as given when unreadable. */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed) return phone;
  return parsed.country === 'US' || parsed.countryCallingCode === '1'
    ? parsed.formatNational()
    : parsed.formatInternational();
}

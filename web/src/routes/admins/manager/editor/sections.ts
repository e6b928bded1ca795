// The listing editor's sections, in the order an admin completes a listing: each saves on its own, so a listing can
// stay a draft and be completed later.

import type { SessionRole } from '../../../../lib/session/sessionStore';

/**
 * What every section tells the editor: a save's message (the manager's toast) or a failure's. `role`: whose session
 * saves, an admin's by default; a leasing office's contact uses the same sections for its own apartments
 * (docs/contract.md "The property door").
 */
export interface SectionProps {
  onSaved: (message: string) => void;
  onError: (message: string) => void;
  role?: SessionRole;
}

export const SECTIONS = [
  { id: 'details', label: 'Details' },
  { id: 'about', label: 'About' },
  { id: 'floorplans', label: 'Floorplans & prices' },
  { id: 'fees', label: 'Fees' },
  { id: 'specials', label: 'Specials' },
  { id: 'availability', label: 'Availability' },
  { id: 'features', label: 'Pets & amenities' },
  { id: 'screening', label: 'Screening' },
  { id: 'commission', label: 'Commission' },
  { id: 'billing', label: 'Leasing & billing' },
  { id: 'office', label: 'Leasing office' },
  { id: 'photos', label: 'Photos' },
  { id: 'location', label: 'Location' },
  { id: 'publish', label: 'Publish' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

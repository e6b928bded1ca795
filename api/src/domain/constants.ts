// docs/product.md section 9: the business constants, with their units in the name. Imported by the API and the web.

export const SESSION_LIFETIME_MS = 14_400_000;
export const SAVED_FILTERS_LIFETIME_MS = 7_200_000;
export const APPOINTMENT_MODAL_REFRESH_MS = 3_600_000;
export const SEARCH_DEBOUNCE_MS = 1_000;
export const MIN_CODE_SEARCH_LENGTH = 3;
export const TESTIMONIAL_ROTATION_MS = 8_000;
export const MAX_TESTIMONIALS_SHOWN = 4;
export const TOAST_DURATION_MS = 2_000;
export const COPIED_FEEDBACK_MS = 1_600;
export const ADMIN_SNACKBAR_MS = 6_000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
export const IMAGES_PER_FLOORPLAN_CARD = 4;
export const THUMBNAIL_SIZE_PX = 50;

export const NAME_MAX_LENGTH = 50;
export const LEASE_TERM_MIN_MONTHS = 1;
export const LEASE_TERM_MAX_MONTHS = 36;
export const LEASE_TERM_DEFAULT_MONTHS = 12;
export const PROMOTIONAL_TERM_MIN_WEEKS = 0;
/** The add form allows 24 and the edit form 12 (docs/product.md section 5); both allow 24 here (README). */
export const PROMOTIONAL_TERM_MAX_WEEKS = 24;
export const PROMOTIONAL_TERM_DEFAULT_WEEKS = 0;
export const TOTAL_FLOORPLANS_DEFAULT = 1;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest address SMTP carries (RFC 5321), and the database column's length. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * Confirmation e-mails (saved-search opt-ins, guest-card receipts) one address receives a day, whoever asks for
 * them and from however many connections: nobody's inbox can be flooded through our forms.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

export const PRICE_SLIDER = { min: 0, max: 5_000, step: 50 } as const;
export const SQFT_SLIDER = { min: 0, max: 3_000, step: 50 } as const;

/** docs/product.md section 5: rows-per-page options switch at this width. */
export const NARROW_BREAKPOINT_PX = 935;
export const ROWS_PER_PAGE_NARROW = [5, 6, 7, 8] as const;
export const ROWS_PER_PAGE_WIDE = [2, 3, 4, 5] as const;
/** docs/product.md section 9: cards per row by minimum width. */
export const CARDS_PER_ROW_BREAKPOINTS_PX = [
  [3036, 7],
  [2616, 6],
  [2196, 5],
  [1776, 4],
  [1350, 3],
  [935, 2],
] as const;

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '8:00 AM-7:00 PM' },
  { days: 'Sat-Sun', hours: '10:00 AM-5:00 PM' },
] as const;

/**
 * The most items one page of a list holds, the same through both doors: GraphQL `first`/`last` of `apartments`
 * and `highlights`, REST `limit` of the search, code search and highlights (a REST call without `limit` gets
 * one page of this size, with `totalCount`). More is refused with a message naming the limit.
 */
export const MAX_PAGE_SIZE = 100;

export const UPLOAD_URL_LIFETIME_S = 15 * 60;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;

/** One calendar day in milliseconds (days counted by the San Antonio calendar use san-antonio-day.ts). */
export const DAY_MS = 86_400_000;

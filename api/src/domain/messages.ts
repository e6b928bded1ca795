// docs/product.md sections 5 and 8: every validation and error text, word for word (misspellings included), so the
// browser form and the server answer the same words.
import { formatNumber } from './money.js';

export const LOGIN_MESSAGES = {
  email: 'Please provide a correct email address',
  password: 'Please provide a valid password, at least 10 characters',
} as const;

export const ADMIN_SIGNUP_MESSAGES = {
  name: 'Please enter a name',
  email: 'Please provide a correct email addres',
  password: 'Please provide a valid password, at least 10 character',
} as const;

export const AGENT_SIGNUP_MESSAGES = {
  name: 'Please enter a name',
  email: 'Please provide a correct email address',
  password: 'Please provide a valid password, at least 10 characters',
} as const;

/**
 * The optional license field of agent sign-up (docs/product.md section 5): a Texas real-estate license number is
 * up to 7 digits (TREC writes short ones with leading zeros), shown to the admin who approves the agent.
 */
export const AGENT_LICENSE_PATTERN = /^\d{4,7}$/;
export const AGENT_LICENSE_MESSAGE = 'A Texas real-estate license number is 4 to 7 digits';

export const ADD_APARTMENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Max length is 50',
  codeRequired: 'Code is required',
  imageRequired: 'Image URL is required',
  imageFormat: 'Invalid URL format',
  location: 'Please select at least one location.',
  leaseTermRequired: 'Lease term is required',
  leaseTermMin: 'Min 1 month',
  leaseTermMax: 'Max 36 months',
  promotionalTermRequired: 'Promotional term is required',
  promotionalTermMin: 'Cannot be negative',
  promotionalTermMax: 'Max 24 weeks',
  floorplanType: 'Floorplan Type is required',
} as const;

export const EDIT_APARTMENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name cannot exceed 50 characters',
  codeRequired: 'Code is required',
  imageRequired: 'Image URL is required',
  imageFormat: 'Invalid URL format',
  location: 'At least one location must be selected',
  leaseTermRequired: 'Lease term is required',
  leaseTermMin: 'Minimum lease term is 1 month',
  leaseTermMax: 'Maximum lease term is 36 months',
  promotionalTermRequired: 'Promotional term is required',
  promotionalTermMin: 'Cannot be negative',
  promotionalTermMax: 'Max 24 weeks',
  floorplanType: 'Type is required',
} as const;

export const UPLOAD_MESSAGES = {
  jpegOnly: 'Only JPEG files are allowed',
  noFiles: 'No files provided for upload',
} as const;

/**
 * One wording for a text field's limit, with the field's label and its one limit (a constant of domain/ that the
 * server's check and the form's maxlength and counter share).
 */
export const tooLongMessage = (label: string, max: number) =>
  `${label} cannot be longer than ${formatNumber(max)} characters`;

/** What the links of the alert e-mails answer when they cannot confirm or unsubscribe (services/saved-searches.ts). */
export const ALERT_LINK_MESSAGES = {
  invalid: 'This link is not valid',
  removed: 'This link is not valid or the alert was removed',
  unsubscribed: 'You unsubscribed from these alerts',
} as const;

/** The per-connection and per-address limits a renter may meet on the public forms (auth/index.ts). */
export const RATE_LIMIT_MESSAGES = {
  guestCards: 'Too many requests from this connection. Please call us or try again in an hour.',
  guestCardsPerEmail: 'Too many requests for this e-mail address. Please call us or try again in an hour.',
  reports: 'Too many reports from this connection. Please try again later.',
  confirmations:
    'This address has had enough confirmation e-mails for today. Please check your inbox (and spam folder) or try again tomorrow.',
} as const;

export const ERROR_MESSAGES = {
  loadApartments: 'Failed to load apartments.',
  loadFloorplans: 'Failed to load floorplans',
  noData: 'No data returned!',
  generic: 'Something went wrong!',
  loginFailed: 'Failed to login.',
  signupFailed: 'Failed to signup.',
  pendingAdmin: 'Your admin account is waiting for approval.',
  pendingAgent: 'Your agent account is waiting for approval.',
  badCredentials: 'Invalid e-mail or password.',
} as const;

/**
 * The pages that stand in for one that cannot be shown (docs/contract.md, One origin, these paths), in the server's
 * static pages and the web app's alike: each has a heading and leads back to search.
 */
export const STATUS_PAGES = {
  apartmentNotFound: {
    heading: 'Apartment not found',
    message: 'This apartment is not listed with us any more, or the link is not complete.',
  },
  floorplanNotFound: {
    heading: 'Floorplan not found',
    message: 'This floorplan is not offered any more, or the link is not complete.',
  },
  listNotFound: {
    heading: 'This list is not available',
    message: 'The link may have been replaced by a newer list. Ask your agent for a new one, or search on your own.',
  },
  badAddress: {
    heading: 'This address is not valid',
    message: 'The link has a broken character in it. Check it, or search every apartment from here.',
  },
  loadFailed: {
    message: 'We could not reach our server. Check your connection and try again.',
    retry: 'Try again',
    // The request id (docs/operations.md, Request ids): quoted to support, it finds the server's log lines.
    reference: 'Reference for support:',
  },
  backToSearch: 'Search every apartment',
  home: 'Home page',
} as const;

/**
 * The server's own status pages on Spanish paths (docs/contract.md "Spanish pages"), in the words the web app's
 * Spanish catalog gives the same pages (web/src/locales/es/messages.po).
 */
export const SPANISH_STATUS_PAGES = {
  apartmentNotFound: {
    heading: 'No encontramos el apartamento',
    message: 'Este apartamento ya no está en nuestra lista, o el enlace no está completo.',
  },
  floorplanNotFound: {
    heading: 'No encontramos el plano',
    message: 'Este plano ya no se ofrece, o el enlace no está completo.',
  },
  listNotFound: {
    heading: 'Esta lista no está disponible',
    message:
      'Puede que el enlace se haya reemplazado por una lista más nueva. Pídale una nueva a su agente, o busque por su cuenta.',
  },
  badAddress: {
    heading: 'Esta dirección no es válida',
    message: 'El enlace tiene un carácter dañado. Revíselo, o busque en todos los apartamentos desde aquí.',
  },
  backToSearch: 'Buscar en todos los apartamentos',
  home: 'Página de inicio',
} as const;

/**
 * docs/product.md section 5: the e-mail rule (non-space, @, non-space, dot, non-space). Written so that no two parts
 * can take the same characters (up to the first @, then up to the next dot): a check takes time linear in the
 * length, whatever a client sends.
 */
export const EMAIL_PATTERN = /^\S[^\s@]*@\S[^\s.]*\.\S+$/;
/**
 * docs/contract.md: e-mail is compared case-insensitively. The form it is stored and looked up in: compatibility
 * characters folded (NFKC: a full-width 'ａ' is an 'a'), then lower case, so that two addresses a person reads
 * as the same are the same account.
 */
export const normalizeEmail = (value: string) => value.trim().normalize('NFKC').toLowerCase();

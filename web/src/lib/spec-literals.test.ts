// docs/product.md sections 5, 8 and 9 copied here as literals: every time, limit and message the product shows is
// compared with the constant the code reads, so changing a constant without changing the spec fails here.
// The server's answers are pinned with the same literals in the API tests (accounts, admin-apartments,
// uploads); the browser's own texts in the component tests. Message tables are matched key by key, so a
// message the spec does not list may join them.
import { describe, expect, it } from 'vitest';
import { MANAGER_MESSAGES } from '../routes/admins/manager/messages';
import {
  ADD_APARTMENT_MESSAGES,
  ADMIN_SIGNUP_MESSAGES,
  ADMIN_SNACKBAR_MS,
  AGENT_SIGNUP_MESSAGES,
  APPOINTMENT_MODAL_REFRESH_MS,
  AREAS,
  BUSINESS_HOURS,
  COPIED_FEEDBACK_MS,
  EDIT_APARTMENT_MESSAGES,
  EMAIL_PATTERN,
  ERROR_MESSAGES,
  FLOORPLAN_TYPES,
  IMAGE_URL_PATTERN,
  IMAGES_PER_FLOORPLAN_CARD,
  LAZY_CHUNK_TIMEOUT_MS,
  LEASE_TERM_DEFAULT_MONTHS,
  LEASE_TERM_MAX_MONTHS,
  LEASE_TERM_MIN_MONTHS,
  LOGIN_MESSAGES,
  MAX_TESTIMONIALS_SHOWN,
  MIN_CODE_SEARCH_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRICE_SLIDER,
  PROMOTIONAL_TERM_DEFAULT_WEEKS,
  PROMOTIONAL_TERM_MAX_WEEKS,
  PROMOTIONAL_TERM_MIN_WEEKS,
  SAVED_FILTERS_LIFETIME_MS,
  SEARCH_DEBOUNCE_MS,
  SESSION_LIFETIME_MS,
  specialStartingPrice,
  SQFT_SLIDER,
  TESTIMONIAL_ROTATION_MS,
  THUMBNAIL_SIZE_PX,
  TOAST_DURATION_MS,
  TOTAL_FLOORPLANS_DEFAULT,
  UPLOAD_MESSAGES,
} from './domain';
import { cardsPerRow, rowsPerPageOptions } from './grid';
import { COPY_FAILED_MESSAGE, SHARE_FAILED_MESSAGE } from './share';

describe('docs/product.md section 9: business constants and limits', () => {
  it('keeps the times the spec gives', () => {
    expect({
      SESSION_LIFETIME_MS,
      SAVED_FILTERS_LIFETIME_MS,
      APPOINTMENT_MODAL_REFRESH_MS,
      SEARCH_DEBOUNCE_MS,
      TESTIMONIAL_ROTATION_MS,
      TOAST_DURATION_MS,
      COPIED_FEEDBACK_MS,
      ADMIN_SNACKBAR_MS,
      LAZY_CHUNK_TIMEOUT_MS,
    }).toEqual({
      SESSION_LIFETIME_MS: 14400000,
      SAVED_FILTERS_LIFETIME_MS: 7200000,
      APPOINTMENT_MODAL_REFRESH_MS: 3600000,
      SEARCH_DEBOUNCE_MS: 1000,
      TESTIMONIAL_ROTATION_MS: 8000,
      TOAST_DURATION_MS: 2000,
      COPIED_FEEDBACK_MS: 1600,
      ADMIN_SNACKBAR_MS: 6000,
      // docs/product.md section 7: lazy page chunks time out after 120 seconds.
      LAZY_CHUNK_TIMEOUT_MS: 120000,
    });
  });

  it('keeps the counts and sizes the spec gives', () => {
    expect({
      MIN_CODE_SEARCH_LENGTH,
      MAX_TESTIMONIALS_SHOWN,
      IMAGES_PER_FLOORPLAN_CARD,
      THUMBNAIL_SIZE_PX,
      NAME_MAX_LENGTH,
      PASSWORD_MIN_LENGTH,
      TOTAL_FLOORPLANS_DEFAULT,
    }).toEqual({
      MIN_CODE_SEARCH_LENGTH: 3,
      MAX_TESTIMONIALS_SHOWN: 4,
      IMAGES_PER_FLOORPLAN_CARD: 4,
      THUMBNAIL_SIZE_PX: 50,
      NAME_MAX_LENGTH: 50,
      PASSWORD_MIN_LENGTH: 10,
      TOTAL_FLOORPLANS_DEFAULT: 1,
    });
  });

  it('keeps the lease and promotional terms, with 0-24 weeks on add and edit alike (README)', () => {
    expect([LEASE_TERM_MIN_MONTHS, LEASE_TERM_MAX_MONTHS, LEASE_TERM_DEFAULT_MONTHS]).toEqual([1, 36, 12]);
    expect([PROMOTIONAL_TERM_MIN_WEEKS, PROMOTIONAL_TERM_MAX_WEEKS, PROMOTIONAL_TERM_DEFAULT_WEEKS]).toEqual([
      0, 24, 0,
    ]);
  });

  it('keeps the slider ranges and steps', () => {
    expect(PRICE_SLIDER).toEqual({ min: 0, max: 5000, step: 50 });
    expect(SQFT_SLIDER).toEqual({ min: 0, max: 3000, step: 50 });
  });

  it('lays out 1 to 7 cards per row at the spec widths', () => {
    const widths = [934, 935, 1349, 1350, 1775, 1776, 2195, 2196, 2615, 2616, 3035, 3036, 5000];
    expect(widths.map(cardsPerRow)).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]);
  });

  it('offers rows per page 5-8 under 935 px and 2-5 from 935 px (docs/product.md section 5)', () => {
    expect(rowsPerPageOptions(934)).toEqual([5, 6, 7, 8]);
    expect(rowsPerPageOptions(935)).toEqual([2, 3, 4, 5]);
  });

  it('prices the Special Starting Price as round((P x L - (P / 30 x 7) x T) / L)', () => {
    // P 1,000, L 12, T 4: (12,000 - 233.33 x 4) / 12 = 922.2
    expect(specialStartingPrice(1000, 12, 4)).toBe(922);
    // P 1,450, L 6, T 2: (8,700 - 338.33 x 2) / 6 = 1,337.2
    expect(specialStartingPrice(1450, 6, 2)).toBe(1337);
    expect(specialStartingPrice(900, 12, 0)).toBe(900);
  });

  it('has 6 floorplan types, 12 areas and the business hours', () => {
    expect(FLOORPLAN_TYPES).toEqual(['studio', 'oneBed', 'twoBed', 'threeBed', 'fourBed', 'townHome']);
    expect(AREAS).toEqual([
      'Alamo Heights',
      'Alamo Ranch/Far West/Westover Hills',
      'Downtown/Pearl/Southtown',
      'East/Converse/Schertz',
      'La Cantera/Rim/Dominion',
      'Leon Springs/Fair Oaks/Boerne',
      'Leon Valley',
      'Medical Center/UTSA',
      'North/Stone Oak',
      'Northeast/Live Oak/New Braunfels',
      'Northwest/Helotes',
      'Shavano Park/Castle Hills',
    ]);
    expect(BUSINESS_HOURS).toEqual([
      { days: 'Mon-Fri', hours: '8:00 AM-7:00 PM' },
      { days: 'Sat-Sun', hours: '10:00 AM-5:00 PM' },
    ]);
  });
});

describe('docs/product.md section 5: validation words, misspellings included', () => {
  it('keeps the login and signup messages', () => {
    expect(LOGIN_MESSAGES).toMatchObject({
      email: 'Please provide a correct email address',
      password: 'Please provide a valid password, at least 10 characters',
    });
    expect(ADMIN_SIGNUP_MESSAGES).toMatchObject({
      name: 'Please enter a name',
      email: 'Please provide a correct email addres',
      password: 'Please provide a valid password, at least 10 character',
    });
    expect(AGENT_SIGNUP_MESSAGES).toMatchObject({
      name: 'Please enter a name',
      email: 'Please provide a correct email address',
      password: 'Please provide a valid password, at least 10 characters',
    });
  });

  it('keeps the Add apartment messages', () => {
    expect(ADD_APARTMENT_MESSAGES).toMatchObject({
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
    });
  });

  it("keeps the Edit apartment messages (the edit form's 12-week limit reads as the add form's 24, README)", () => {
    expect(EDIT_APARTMENT_MESSAGES).toMatchObject({
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
    });
  });

  it('keeps the floorplan image messages', () => {
    expect(UPLOAD_MESSAGES).toMatchObject({
      jpegOnly: 'Only JPEG files are allowed',
      noFiles: 'No files provided for upload',
    });
  });

  it('reads an e-mail as non-space, @, non-space, a dot, non-space', () => {
    expect(['a@b.c', 'first.last@mail.example.com'].every((email) => EMAIL_PATTERN.test(email))).toBe(true);
    expect(['a@b', '@b.c', 'a b@c.d', 'a@.', 'plain'].some((email) => EMAIL_PATTERN.test(email))).toBe(false);
  });

  it('reads an image URL as ftp, http or https with no spaces', () => {
    expect(
      ['ftp://x.test/a.jpg', 'http://x.test/a', 'https://x.test/a.jpg'].every((url) => IMAGE_URL_PATTERN.test(url)),
    ).toBe(true);
    expect(['file:///a.jpg', 'https://x.test/a b.jpg', 'x.test/a.jpg'].some((url) => IMAGE_URL_PATTERN.test(url))).toBe(
      false,
    );
  });
});

describe('docs/product.md section 8: the error catalogue', () => {
  it('keeps the page and account failures', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      loadApartments: 'Failed to load apartments.',
      loadFloorplans: 'Failed to load floorplans',
      noData: 'No data returned!',
      generic: 'Something went wrong!',
      loginFailed: 'Failed to login.',
      signupFailed: 'Failed to signup.',
      // docs/contract.md "Accounts and sessions".
      pendingAdmin: 'Your admin account is waiting for approval.',
      badCredentials: 'Invalid e-mail or password.',
    });
    expect([COPY_FAILED_MESSAGE, SHARE_FAILED_MESSAGE]).toEqual(['Unable to copy link', 'Unable to share link']);
  });

  it("keeps the Apartment Manager's toasts, fallbacks and notices", () => {
    expect(MANAGER_MESSAGES).toMatchObject({
      fetched: 'Apartments fetched successfully!',
      added: 'Apartment added successfully!',
      updated: 'Apartment updated successfully!',
      deleted: 'Apartment deleted successfully!',
      floorplanUpdated: 'Floorplan updated successfully!',
      fetchFailed: 'Failed to fetch apartments.',
      fetchUnexpected: 'An unexpected error occurred while fetching apartments.',
      addFailed: 'Failed to add apartment.',
      addUnexpected: 'An unexpected error occurred while adding the apartment.',
      updateFailed: 'Failed to update apartment.',
      updateUnexpected: 'An unexpected error occurred while updating the apartment.',
      deleteFailed: 'Failed to delete apartment.',
      deleteUnexpected: 'An unexpected error occurred while deleting the apartment.',
      floorplanFetchFailed: 'Could not fetch floorplan details.',
      floorplanUpdateFailed: 'Error updating floorplan.',
      saveFailed: 'Failed to save apartment.',
      saveChangesFailed: 'Failed to save changes.',
      confirmDelete: 'Are you sure you want to delete this apartment?',
      noTypesLeft: 'No available types to add.',
      unsavedFloorplan: 'This floorplan does not exist yet. Save the apartment first.',
      // docs/product.md section 2 (Apartment Manager).
      loading: 'Loading apartments...',
      empty: 'No apartments found.',
    });
  });
});

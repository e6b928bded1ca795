// One place for each fee (docs/contract.md "Who qualifies"): the application and admin fees are rows of the
// apartment's fee table, the fees the all-in and move-in figures count. The screening criteria show those same rows
// and keep no fee amounts of their own, so a page cannot give one fee two amounts and staff type each fee once.

/** The fee table row the criteria call the application fee: its name starts with "Application". */
export const APPLICATION_FEE_NAME = /^\s*application\b/i;
/** The row they call the admin fee: "Admin", "Admin fee", "Administrative fee", "Administration fee". */
export const ADMIN_FEE_NAME = /^\s*admin(?:istrative|istration)?\b/i;

export interface ScreeningFees {
  applicationFeeCents: number | null;
  adminFeeCents: number | null;
}

/** The application and admin fees of a fee table (in its order, the first of each name); null where there is none. */
export function screeningFeesOf(fees: readonly { name: string; amountCents: number }[]): ScreeningFees {
  const named = (pattern: RegExp) => fees.find((fee) => pattern.test(fee.name))?.amountCents ?? null;
  return { applicationFeeCents: named(APPLICATION_FEE_NAME), adminFeeCents: named(ADMIN_FEE_NAME) };
}

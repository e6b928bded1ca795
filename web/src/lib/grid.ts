// docs/product.md sections 5 and 9: rows-per-page options and cards per row depend on the window width;
// page size = cards per row x rows per page.
import { CARDS_PER_ROW_BREAKPOINTS_PX, NARROW_BREAKPOINT_PX, ROWS_PER_PAGE_NARROW, ROWS_PER_PAGE_WIDE } from './domain';

export function rowsPerPageOptions(widthPx: number): readonly number[] {
  return widthPx < NARROW_BREAKPOINT_PX ? ROWS_PER_PAGE_NARROW : ROWS_PER_PAGE_WIDE;
}

/** The default is the first option (5 narrow, 2 wide); a value not allowed at this width resets to it. */
export function allowedRowsPerPage(widthPx: number, requested: number | null | undefined): number {
  const options = rowsPerPageOptions(widthPx);
  return requested != null && options.includes(requested) ? requested : options[0];
}

export function cardsPerRow(widthPx: number): number {
  for (const [minWidth, cards] of CARDS_PER_ROW_BREAKPOINTS_PX) if (widthPx >= minWidth) return cards;
  return 1;
}

export function pageSize(widthPx: number, rowsPerPage: number): number {
  return cardsPerRow(widthPx) * rowsPerPage;
}

export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, size)));
}

/** docs/product.md section 4: page numbers are clamped between 1 and the page count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The connection's offset cursors (docs/contract.md GraphQL): `after` is the cursor of the item just before the
 * page, so page p starts after item (p-1)*size-1. Pothos' offset connections encode that offset as
 * base64("OffsetConnection:<offset>").
 */
function offsetCursor(offset: number): string {
  return btoa(`OffsetConnection:${offset}`);
}

export function afterCursorForPage(page: number, size: number): string | null {
  return page <= 1 ? null : offsetCursor((page - 1) * size - 1);
}

// SPEC.md section 2 (Apartment Manager): the name search (case-insensitive substring), the Promotion and
// Highlight header filters, and sorting: a sortable header sorts ascending, the same header again toggles,
// the default is name ascending. Counters missing on a row count as 0.
export type SortKey = 'name' | 'clicks' | 'likes' | 'shares';
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface RowFields {
  readonly name: string;
  readonly promotion: boolean;
  readonly highlight: boolean;
  readonly clicks?: number | null;
  readonly likes?: number | null;
  readonly shares?: number | null;
}

export interface TableView {
  search: string;
  promotionOnly: boolean;
  highlightOnly: boolean;
  sort: SortState;
}

export const DEFAULT_VIEW: TableView = { search: '', promotionOnly: false, highlightOnly: false, sort: DEFAULT_SORT };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: RowFields, b: RowFields, key: SortKey): number {
  if (key === 'name') return collator.compare(a.name, b.name);
  return (a[key] ?? 0) - (b[key] ?? 0);
}

export function visibleRows<T extends RowFields>(rows: readonly T[], view: TableView): T[] {
  const needle = view.search.trim().toLowerCase();
  const sign = view.sort.direction === 'asc' ? 1 : -1;
  return (
    rows
      .filter(
        (row) =>
          (needle === '' || row.name.toLowerCase().includes(needle)) &&
          (!view.promotionOnly || row.promotion) &&
          (!view.highlightOnly || row.highlight),
      )
      .map((row, index) => ({ row, index }))
      // Ties keep the server's order, so equal counters do not shuffle between renders.
      .sort((a, b) => sign * compare(a.row, b.row, view.sort.key) || a.index - b.index)
      .map(({ row }) => row)
  );
}

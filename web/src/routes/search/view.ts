// docs/product.md section 4 (Search page): the list is the default view; `view=map` in the URL opens the map, so a
// shared link shows what its sender saw.
export type SearchView = 'list' | 'map';

export function requestedView(params: URLSearchParams): SearchView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

/** The query string of the same search in `view` (the list writes no `view`), with its filters and page kept. */
export function viewSearch(params: URLSearchParams, view: SearchView): string {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set('view', 'map');
  else next.delete('view');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * What a page's route says of itself: its module, as the build's manifest names it, and the heading of the page
 * that stands in for it when its data did not load (components/RouteError.tsx); the router sets it, the server's
 * renderer and the error page read it.
 */
export interface PageHandle {
  module: string;
  loadFailed?: string;
  /** The heading and line of the page that stands in when the address names nothing (its loader answers 404). */
  notFound?: { heading: string; message: string };
}

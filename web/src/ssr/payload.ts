// What a server-rendered page hands the browser beside its HTML, in a non-executed
// `<script type="application/json">` element (the Content-Security-Policy allows no inline script).
import type { RecordSource } from 'relay-runtime';

export const SERVER_DATA_ELEMENT_ID = 'server-data';

export interface ServerData {
  /** The Relay records the page was rendered with: the browser's store starts from them. */
  records: ReturnType<RecordSource['toJSON']>;
  /** The ids of the routes the server matched, outermost first (the browser runs the same loaders). */
  routeIds: string[];
  /** The window width the first render's page sizes assume (docs/product.md section 9). */
  viewportWidth: number;
}

/** JSON that cannot end its `<script>` element early: `<` never appears as itself. */
export function serializeServerData(data: ServerData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

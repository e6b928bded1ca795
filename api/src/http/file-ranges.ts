// Serves one file with HTTP range requests (RFC 9110 section 14): a map reads a PMTiles archive a few kilobytes
// at a time (docs/contract.md, One origin, these paths), so the server answers 206 with the asked bytes, 416 when
// none of them exist, and validators (ETag, Last-Modified) so a browser revalidates instead of downloading again.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';

export interface FileRangeOptions {
  contentType: string;
  cacheControl: string;
}

type ByteRange = { start: number; end: number };

/**
 * The one range a `Range: bytes=...` header asks for within `size` bytes: a range, 'unsatisfiable' (416), or null to
 * answer the whole file (no header, another unit, a malformed value or several ranges, which a server may ignore).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function nodeStream(file: string, range?: ByteRange): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>;
}

export async function serveFileRanges(request: Request, file: string, options: FileRangeOptions): Promise<Response> {
  const info = await stat(file);
  const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': options.contentType,
    'Cache-Control': options.cacheControl,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  });
  const noneMatch = request.headers.get('if-none-match');
  if (noneMatch && noneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
    return new Response(null, { status: 304, headers });
  const head = request.method === 'HEAD';
  // If-Range: a range of a file that has changed since would mix two versions, so the whole new file is sent.
  const ifRange = request.headers.get('if-range');
  const range =
    ifRange && ifRange !== etag ? null : parseByteRange(request.headers.get('range') ?? undefined, info.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }
  if (!range) {
    headers.set('Content-Length', String(info.size));
    return new Response(head ? null : nodeStream(file), { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(head ? null : nodeStream(file, range), { status: 206, headers });
}

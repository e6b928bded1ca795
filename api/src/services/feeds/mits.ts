// Reading a MITS 4.1 file (docs/contract.md "Property feeds") as a stream: saxes reads the bytes as they arrive, each
// <Property> is gathered into a small tree and handed on when it closes, and is then forgotten, so a file of 5,000
// properties holds one property in memory at a time. The file is outside input: a DTD is refused before anything is
// read (no entity of any kind is expanded, so no XXE), anything that is not well-formed stops the file, and so does a
// file larger than FEED_MAX_BYTES.
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';

/** The largest file a feed may send: real feeds of a few thousand properties are tens of megabytes. */
export const FEED_MAX_BYTES = 200 * 1024 * 1024;

/** What an admin reads in a run's log when the file as a whole is refused; nothing in it is applied. */
export const FEED_FILE_MESSAGES = {
  dtd: 'The file declares a DTD (<!DOCTYPE>): DTDs and external entities are refused, so nothing in it was read.',
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: nothing in it was applied.`,
  malformed: (reason: string) => `The file is not well-formed XML (${reason}): nothing in it was applied.`,
  noProperties: 'The file holds no MITS <PhysicalProperty> with a <Property>: nothing was read.',
} as const;

/** A refusal of the whole file (its message is one of FEED_FILE_MESSAGES). */
export class FeedFileError extends Error {}

/** One element of a property, with its attributes, child elements and text (namespace prefixes dropped). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export interface ReadSummary {
  bytes: number;
  properties: number;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams `source` and calls `onProperty` for each <Property> of the <PhysicalProperty> in file order, waiting for
 * it before reading on (so the caller's work paces the reading). Throws FeedFileError for a refused file.
 */
export async function readMitsProperties(
  source: AsyncIterable<Uint8Array | string>,
  onProperty: (property: XmlElement) => Promise<void>,
  maxBytes = FEED_MAX_BYTES,
): Promise<ReadSummary> {
  const parser = new SaxesParser({ position: true });
  const ready: XmlElement[] = [];
  const open: XmlElement[] = [];
  let insideProperty = false;
  let sawRoot = false;
  parser.on('doctype', () => {
    throw new FeedFileError(FEED_FILE_MESSAGES.dtd);
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (open.length === 0 && !insideProperty && name === 'PhysicalProperty') sawRoot = true;
    if (!insideProperty && name !== 'Property') return;
    insideProperty = true;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (const [key, value] of Object.entries(tag.attributes)) element.attributes[localName(key)] = String(value);
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    if (!insideProperty) return;
    const closed = open.pop();
    if (closed) closed.text = closed.text.trim();
    if (open.length === 0 && closed) {
      insideProperty = false;
      ready.push(closed);
    }
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let properties = 0;
  const write = (text: string | null) => {
    try {
      parser.write(text);
    } catch (error) {
      if (error instanceof FeedFileError) throw error;
      throw new FeedFileError(FEED_FILE_MESSAGES.malformed(error instanceof Error ? error.message : String(error)));
    }
  };
  const drain = async () => {
    while (ready.length > 0) {
      properties += 1;
      await onProperty(ready.shift()!);
    }
  };
  for await (const chunk of source) {
    const piece = typeof chunk === 'string' ? chunk : decodeOrRefuse(decoder, chunk);
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > maxBytes) throw new FeedFileError(FEED_FILE_MESSAGES.tooLarge(maxBytes));
    write(piece);
    await drain();
  }
  write(decodeOrRefuse(decoder, undefined));
  write(null);
  await drain();
  if (!sawRoot || properties === 0) throw new FeedFileError(FEED_FILE_MESSAGES.noProperties);
  return { bytes, properties };
}

function decodeOrRefuse(decoder: TextDecoder, chunk: Uint8Array | undefined): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    throw new FeedFileError(FEED_FILE_MESSAGES.malformed('the bytes are not UTF-8'));
  }
}

/** The first child element named `name` (any depth when `deep`). */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.name === name) ?? [];
}

/** The text of the child element at this path ("PropertyID/MarketingName"); empty when absent. */
export function textAt(element: XmlElement | undefined, path: string): string {
  let current = element;
  for (const step of path.split('/')) current = child(current, step);
  return current?.text ?? '';
}

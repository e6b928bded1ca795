// A small PMTiles (version 3) archive written at test time, so tests exercise the real tile path: vector tiles cut
// by geojson-vt from a GeoJSON collection and encoded by vt-pbf, laid out as the PMTiles specification says (a
// 127-byte header, an uncompressed root directory, JSON metadata, then the tile data).
import { writeFileSync } from 'node:fs';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { GeoJSON } from 'geojson';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
const COMPRESSION_NONE = 1;
const TILE_TYPE_MVT = 1;

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

/** The tiles of zoom 0 to maxZoom that hold any of `data`'s features, one vector layer named `layer`. */
export function vectorTiles(data: GeoJSON, layer: string, maxZoom: number): ArchiveTile[] {
  const index = new GeoJSONVT(data, { maxZoom, indexMaxZoom: maxZoom });
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= maxZoom; z += 1) {
    for (let x = 0; x < 2 ** z; x += 1) {
      for (let y = 0; y < 2 ** z; y += 1) {
        const tile = index.getTile(z, x, y);
        if (tile && tile.features.length > 0) tiles.push({ z, x, y, data: fromGeojsonVt({ [layer]: tile }) });
      }
    }
  }
  return tiles;
}

/** The archive's bytes: tiles in tile-id order, each once, with a directory entry per tile. */
export function pmtilesArchive(tiles: ArchiveTile[], layer: string): Uint8Array {
  const entries = tiles
    .map((tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data, z: tile.z }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const placed = entries.map((entry) => {
    const at = offset;
    offset += entry.data.length;
    return { ...entry, offset: at };
  });
  // The directory: count, tile ids as deltas, run lengths, lengths, then offsets (0 = right after the previous one).
  const directory = Uint8Array.from(
    varints([
      placed.length,
      ...placed.map((entry, i) => entry.id - (i === 0 ? 0 : placed[i - 1].id)),
      ...placed.map(() => 1),
      ...placed.map((entry) => entry.data.length),
      ...placed.map((entry, i) =>
        i > 0 && entry.offset === placed[i - 1].offset + placed[i - 1].data.length ? 0 : entry.offset + 1,
      ),
    ]),
  );
  const metadata = new TextEncoder().encode(JSON.stringify({ vector_layers: [{ id: layer, fields: {} }] }));
  const tileData = Buffer.concat(placed.map((entry) => entry.data));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  const sections = [
    [HEADER_BYTES, directory.length],
    [HEADER_BYTES + directory.length, metadata.length],
    [HEADER_BYTES + directory.length + metadata.length, 0],
    [HEADER_BYTES + directory.length + metadata.length, tileData.length],
  ];
  sections.forEach(([at, length], i) => {
    header.writeBigUInt64LE(BigInt(at), 8 + i * 16);
    header.writeBigUInt64LE(BigInt(length), 16 + i * 16);
  });
  header.writeBigUInt64LE(BigInt(placed.length), 72);
  header.writeBigUInt64LE(BigInt(placed.length), 80);
  header.writeBigUInt64LE(BigInt(placed.length), 88);
  header.writeUInt8(1, 96);
  header.writeUInt8(COMPRESSION_NONE, 97);
  header.writeUInt8(COMPRESSION_NONE, 98);
  header.writeUInt8(TILE_TYPE_MVT, 99);
  header.writeUInt8(Math.min(...placed.map((entry) => entry.z)), 100);
  header.writeUInt8(Math.max(...placed.map((entry) => entry.z)), 101);
  // The world's bounds and centre, in degrees x 10^7.
  [-1800000000, -850000000, 1800000000, 850000000].forEach((value, i) => header.writeInt32LE(value, 102 + i * 4));
  header.writeUInt8(0, 118);
  header.writeInt32LE(0, 119);
  header.writeInt32LE(0, 123);
  return Buffer.concat([header, directory, metadata, tileData]);
}

export function writePmtilesArchive(file: string, data: GeoJSON, layer: string, maxZoom: number): ArchiveTile[] {
  const tiles = vectorTiles(data, layer, maxZoom);
  writeFileSync(file, pmtilesArchive(tiles, layer));
  return tiles;
}

/**
 * WOFF 1.0 to plain sfnt (TrueType/OpenType), for the social image's rasteriser, which reads
 * only sfnt fonts; the font packages ship WOFF. WOFF 1.0 is the sfnt's tables, each
 * zlib-compressed or stored, behind a table directory (W3C WOFF File Format 1.0, section 4-5).
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== WOFF_SIGNATURE) throw new Error('woffToSfnt: not a WOFF 1.0 file');
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);

  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = input.getUint32(at + 4);
    const compLength = input.getUint32(at + 8);
    const origLength = input.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error('woffToSfnt: a table has the wrong size');
    tables.push({ tag: input.getUint32(at), checksum: input.getUint32(at + 16), data });
  }

  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += align4(table.data.byteLength);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  // The binary-search fields of the sfnt offset table (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, numTables * 16 - searchRange);

  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    view.setUint32(at, table.tag);
    view.setUint32(at + 4, table.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += align4(table.data.byteLength);
  });
  return out;
}

/** The part of subset-font's API that scripts/build/arabic-names-face.ts and inter-face.ts use. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Axes pinned to a value (or limited to a range) in a variable font. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType layout features kept (all of them when unset). */
    keepFeatures?: string[];
    /** The name table's records kept, by id (0-6 when unset). */
    preserveNameIds?: number[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

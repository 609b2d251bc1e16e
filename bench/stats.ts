/** The median of a list (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Medians of each numeric field over runs that share a shape. */
export function medianOf<T extends object>(runs: readonly T[], keys: readonly (keyof T)[]) {
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => Number(run[key])))]),
  ) as Record<keyof T, number>;
}

/**
 * Text that follows the owner: `{firstName}`, `{name}`, `{role}`, `{email}`, `{location}`,
 * `{city}` (the location up to its first comma), `{github}` and `{linkedin}` in any string of
 * a section stand for the owner's values. The sample is written this way, so a content file
 * that sets only `owner` shows nothing of the sample owner.
 */

/** The owner's keys a template may name, and `city`, derived from `location`. */
export const OWNER_TEXT_KEYS = [
  'firstName',
  'name',
  'role',
  'email',
  'location',
  'city',
  'github',
  'linkedin',
] as const;
export type OwnerTextKey = (typeof OWNER_TEXT_KEYS)[number];
export type OwnerValues = Partial<Record<OwnerTextKey, string>>;

const PATTERN = new RegExp(`\\{(${OWNER_TEXT_KEYS.join('|')})\\}`, 'g');

/** Whether a value is text that names the owner through a placeholder. */
export const namesOwner = (value: unknown): boolean =>
  typeof value === 'string' && new RegExp(PATTERN.source).test(value);

/** The values templates read from an owner object (a layer may hold anything: strings only). */
export function ownerValues(owner: unknown): OwnerValues {
  if (typeof owner !== 'object' || owner === null) return {};
  const values: OwnerValues = {};
  for (const key of OWNER_TEXT_KEYS) {
    const value = (owner as Record<string, unknown>)[key];
    if (typeof value === 'string') values[key] = value;
  }
  if (values.location !== undefined && values.city === undefined) {
    // A comma in any script: "Lisbon, Portugal", "سياتل، الولايات المتحدة".
    values.city = values.location.split(/[,،、]/)[0]!.trim();
  }
  return values;
}

/** One string with its placeholders filled; a placeholder the owner has no value for stays. */
export function ownerText(text: string, values: OwnerValues): string {
  return text.replace(PATTERN, (whole, key: OwnerTextKey) => values[key] ?? whole);
}

/** Every string in `value` (objects and arrays, deeply) with its placeholders filled. */
export function fillOwnerText(value: unknown, values: OwnerValues): unknown {
  if (typeof value === 'string') return ownerText(value, values);
  if (Array.isArray(value)) return value.map((item) => fillOwnerText(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fillOwnerText(child, values)]),
    );
  }
  return value;
}

/**
 * Typed versions of the few built-ins whose types widen to `string` (Object.keys,
 * Object.fromEntries, Array.prototype.includes), so the code that reads lists of
 * known names needs no cast. Safe on both sides.
 */

/** Whether `value` is one of `options` (a list `as const`), narrowing it to that list's type. */
export function isOneOf<const T extends string>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

/** An object with one entry per key: `recordOf(["a", "b"], f)` is `{ a: f("a"), b: f("b") }`. */
export function recordOf<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  // Object.fromEntries types its keys as string; here they are exactly `keys`.
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}

/** The keys of an object literal the code wrote, typed as its keys. */
export function keysOf<T extends object>(object: T): (keyof T & string)[] {
  // Object.keys types its answer as string[]: only for an object whose type lists all its keys (a literal of ours, never a value from outside).
  return Object.keys(object) as (keyof T & string)[];
}

/** A plain object (parsed JSON, a catalogue entry), whose fields are still to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The entry of `record` under a key read from outside (a text column, an address), or undefined when it has none. */
export function entryOf<K extends string, V>(record: Record<K, V>, key: string | null | undefined): V | undefined {
  return isOneOf(keysOf(record), key) ? record[key] : undefined;
}

/**
 * A value read from a text column that holds one of `options` (the schema cannot say which): any
 * other is a fault in the data, said at once rather than passed on under a type it does not have.
 */
export function oneOf<const T extends string>(options: readonly T[], value: string, what: string): T {
  if (!isOneOf(options, value)) throw new Error(`Unexpected ${what} "${value}": expected one of ${options.join(", ")}`);
  return value;
}

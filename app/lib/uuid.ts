const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value read from a URL or a form is a UUID. Checked before a query, because Postgres
 * rejects a malformed uuid with an error where the visitor should get a plain 404.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

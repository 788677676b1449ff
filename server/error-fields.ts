/**
 * The fields code reads from a caught error, whose type is unknown: libraries throw their own
 * shapes (Node's `code`, PostgreSQL's code on Drizzle's `cause`, the S3 SDK's `$metadata`), and
 * anything can be thrown. Each is read only when present, so no cast pretends to know the shape.
 */

/** A field of a thrown value, or undefined when it is not an object or lacks the field. */
export function errorField(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? Reflect.get(error, name) : undefined;
}

const stringField = (error: unknown, name: string) => {
  const value = errorField(error, name);
  return typeof value === "string" ? value : undefined;
};

/** The error's own code: Node's ("ENOENT", "ECONNREFUSED"), or the driver's. */
export const errorCode = (error: unknown): string | undefined => stringField(error, "code");

/** The error's message, when it has one. */
export const errorMessage = (error: unknown): string | undefined => stringField(error, "message");

/** The error's name ("NoSuchKey", "AbortError"), when it has one. */
export const errorName = (error: unknown): string | undefined => stringField(error, "name");

/** PostgreSQL's code for a failed query: Drizzle wraps the driver's error and keeps it as `cause`. */
export const databaseErrorCode = (error: unknown): string | undefined => errorCode(errorField(error, "cause")) ?? errorCode(error);

/** A row that would break a unique index (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === "23505";

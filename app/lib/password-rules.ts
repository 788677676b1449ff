/**
 * The password rules in words, free of the form schemas: the notice after signing in names the
 * minimum on every page, which must not bring the schema library with it.
 */

/** NIST SP 800-63B's minimum. The server also refuses common passwords (server/auth/password-rules.ts). */
export const PASSWORD_MIN_LENGTH = 8;

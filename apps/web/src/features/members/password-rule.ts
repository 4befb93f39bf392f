/** The server's rule for a member's password (apps/server identity.errors.ts MIN_PASSWORD_LENGTH). */
export const MIN_PASSWORD_LENGTH = 6;

/** Shown under every field where a password is chosen, before anything is submitted. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** How long the links sent by e-mail work: the auth setup sets them, the mail outbox stops retrying an e-mail whose link is dead. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const CONFIRM_LINK_LIFETIME_SECONDS = 60 * 60 * 24;

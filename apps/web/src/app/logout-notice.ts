/**
 * Logging out leaves the site for the server's logout and comes back to the home page as a new
 * page load; this note, kept in the tab's session storage across that trip, lets the page say it
 * worked. Read once: a reload does not say it again.
 */
const KEY = 'tessera.loggedOut';

/** Why the member left: a logout, or their account was deleted (then logged out). */
export type LogoutReason = 'logout' | 'deleted';

const NOTES: Record<LogoutReason, string> = {
  logout: 'You are logged out.',
  deleted: 'Your account was deleted and you are logged out.',
};

export function noteLoggedOut(reason: LogoutReason = 'logout'): void {
  try {
    window.sessionStorage.setItem(KEY, reason === 'deleted' ? 'deleted' : '1');
  } catch {
    // storage refused (private mode quotas): the visitor simply sees no note
  }
}

/** The sentence to show once, or null. */
export function takeLoggedOutNote(): string | null {
  try {
    const noted = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (noted === 'deleted') return NOTES.deleted;
    return noted === '1' ? NOTES.logout : null;
  } catch {
    return null;
  }
}

/**
 * Logging out leaves the site for the server's logout and comes back to the home page as a new
 * page load; this note, kept in the tab's session storage across that trip, lets the page say it
 * worked. Read once: a reload does not say it again.
 */
const KEY = 'tessera.loggedOut';

export function noteLoggedOut(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // storage refused (private mode quotas): the visitor simply sees no note
  }
}

export function takeLoggedOutNote(): boolean {
  try {
    const noted = window.sessionStorage.getItem(KEY) === '1';
    window.sessionStorage.removeItem(KEY);
    return noted;
  } catch {
    return false;
  }
}

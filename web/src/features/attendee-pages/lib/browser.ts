/**
 * Leaves the app for a server address, without an entry in the history: the back button should
 * not land on a page that immediately leaves again. Its own module so tests can replace it.
 */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}

/**
 * The last location the guard let through. A blocked navigation (logged out, route needs a session) goes back there
 * instead of leaving the player on a page they may not see — the original site cancelled such navigations.
 */
let lastAllowed = '/';

export function rememberAllowed(location: string): void {
  lastAllowed = location;
}

export function lastAllowedLocation(): string {
  return lastAllowed;
}

export function resetNavigationMemory(): void {
  lastAllowed = '/';
}

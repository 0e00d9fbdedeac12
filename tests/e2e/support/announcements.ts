import type { Page } from '@playwright/test';

/**
 * Marks the once-per-tab announcement popup (spec §4: USER_POPUP / ANONYMOUS_POPUP) as already seen, for journeys
 * that are not about it: the seeded visitor popup would otherwise cover the home page on the first visit.
 */
export async function skipAnnouncementPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  });
}

/** Business constants of spec §9, named once. */
export const limits = {
  lobbyPageSize: 15,
  lobbyPaginationMarginPages: 2,
  paginationMarginPages: 1,
  paginationRange: 5,
  homeSectionRequestSize: 20,
  homeSectionShown: 5,
  homeSectionShownLarge: 10,
  homeSectionMoreMax: 15,
  favouritesMax: 999,
  winnerBoardLimit: 20,
  recentPageSize: 20,
  announcementPageSize: 9,
  feedbackMaxChars: 140,
  uploadMaxFiles: 3,
  uploadMaxBytes: 5 * 1024 * 1024,
  minimumAge: 18,
} as const;

export const timings = {
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
  clockTickMs: 1000,
  smsThrottleMs: 1000,
  captchaRefreshThrottleMs: 1000,
  favouriteThrottleMs: 1000,
  modalTransitionMs: 100,
  sectionLoadTimeoutMs: 120_000,
  rememberMeMs: 24 * 60 * 60 * 1000,
  lockoutMinutes: 5,
  realTimeSalaryMinutes: 5,
  /** Regulated market: a session is closed after 30 minutes of inactivity (platform-notes). */
  inactivityLogoutMs: 30 * 60 * 1000,
  thirdPartySmsCountdownSeconds: 60,
} as const;

export const customerServiceWindow = { width: 440, height: 750 } as const;
export const helpCentreUrl = '/helpmc';
export const platformCode = 'W';
export const clientType = 3;
export const vendorPlatform = 'html5-desktop';

// The lawyer profile's texts and limits without its zod schemas (lawyer-profile.ts re-exports them):
// the editor pages render with these and load the schemas only when a form validates (issue 28).

/** Spec §8 lawyer-profile toasts, letter for letter. */
export const PROFILE_TOASTS = {
  fetchFailed: 'Failed to fetch profile',
  basicInfoFailed: 'Failed to update Basic Info',
  bankInfoFailed: 'Failed to update Bank Info',
  failed: 'Failed',
  calendarFailed: 'Failed!',
  visibilityFailed: 'Failed! Make sure you provided all required information and profile picture',
  success: 'Success!',
} as const;

/** Spec §5 / §9 limits of the profile texts. */
export const ABOUT_MIN = 250;
export const ABOUT_MAX = 500;
export const PICTURE_MAX_MB = 10;
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** What a lawyer reads about their verification (dashboard card, re-upload form, visibility refusal). */
export const VERIFICATION_MESSAGES = {
  noFile: 'Choose your IBP ID or government ID to upload.',
  uploaded: 'Documents sent. We will check them again.',
  rejectedNotPublic: 'Your verification was not approved. Upload your documents again before making your profile public.',
  hiddenByModeration: 'Your profile was hidden by our moderators and cannot be made public now.',
} as const;

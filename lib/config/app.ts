/** Public, build-time configuration shared by server and client code. */
export const APP_NAME = process.env.NEXT_PUBLIC_APP_NAME || 'Abogado';

/** The absolute origin used in e-mails, canonical URLs, OpenGraph and the sitemap. */
export function appUrl(): string {
  return (process.env.APP_URL || process.env.NEXT_PUBLIC_APP_URL || 'http://localhost:3000').replace(/\/$/, '');
}

export const TOAST_DURATION_MS = 5000;
export const IMAGE_PLACEHOLDER_TIMEOUT_MS = 1500;

import 'server-only';
import { faqEntries, type FaqEntry } from '@/lib/reference/faq';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';
import { clientFeeNote } from '@/lib/server/payments/platform-fee';

/**
 * The FAQ as this deployment works: its sign-up methods and its fee model. The home page and /faq
 * are prerendered, so they say what the configuration was when they were built.
 */
export function siteFaq(): FaqEntry[] {
  return faqEntries({ oauthLabels: configuredOAuthProviders().map((p) => p.label), feeNote: clientFeeNote() });
}

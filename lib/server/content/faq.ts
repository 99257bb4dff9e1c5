import 'server-only';
import { faqEntriesFil, feeModelNoteFil } from '@/content/faq/fil';
import type { Locale } from '@/lib/i18n/paths';
import { faqEntries, type FaqEntry } from '@/lib/reference/faq';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';
import { env } from '@/lib/server/env';
import { clientFeeNote } from '@/lib/server/payments/platform-fee';

/** The fee model as the client reads it, in `locale`, at the configured rate (FAQ and About). */
export function siteFeeNote(locale: Locale): string {
  return locale === 'fil' ? feeModelNoteFil(env().PLATFORM_FEE_PERCENT) : clientFeeNote();
}

/**
 * The FAQ as this deployment works: its sign-up methods and its fee model. The home page and /faq
 * are prerendered, so they say what the configuration was when they were built. One source per
 * language: English in lib/reference/faq.ts, Filipino in content/faq/fil.ts (same questions, same order).
 */
export function siteFaq(locale: Locale): FaqEntry[] {
  const facts = { oauthLabels: configuredOAuthProviders().map((p) => p.label), feeNote: siteFeeNote(locale) };
  return locale === 'fil' ? faqEntriesFil(facts) : faqEntries(facts);
}

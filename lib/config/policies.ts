// The versions of the legal texts a person accepts (content/pages/{terms,privacy}.md). Raise one when
// its text changes materially: everyone whose last acceptance is of an older version is asked to
// accept the new one before their portal opens again (requirePageUser → /account/policies). Existing
// acceptances (users.terms_accepted_at) were recorded as the versions below by migration 0034.
// TERMS 2026-11-25: §9.2, at most two reschedules per meeting by each party (issue 38), as the product enforces.
export const POLICY_VERSIONS = { TERMS: '2026-11-25', PRIVACY: '2026-11-24' } as const;

export type PolicyKind = keyof typeof POLICY_VERSIONS;
/**
 * Consents a person may give or withdraw at any time from account settings. Texts are not one of them:
 * a verified mobile number and the SMS switches per kind of message (account settings →
 * Notifications, lib/server/messaging/notifications/preferences.ts) are that choice, one place for it.
 */
export const OPTIONAL_CONSENTS = ['MARKETING_EMAIL'] as const;
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

export const CONSENT_LABELS: Record<PolicyKind | OptionalConsent, string> = {
  TERMS: 'Terms of Service',
  PRIVACY: 'Privacy Policy',
  MARKETING_EMAIL: 'News and offers by e-mail',
};

import type { AuthUser } from '@/lib/auth/types';

/** `key` names the words in the `common` catalogue (account.links.<key>); `label` is the English. */
export type AccountLink =
  { label: string; key: 'meetings' | 'engagements' | 'profile' | 'account' | 'admin'; href: string } | { divider: true };

/**
 * Spec §2 avatar menu, in order. Lawyers get Profile Settings, and their Account Settings page is
 * the lawyer portal's (a lawyer may not open /customer-portal). Admins get the console (ours: the
 * spec has the ADMIN role and no screen for it). "Engagement Agreements", the spec's words letter for letter
 * (issue 72); the portals' tabs and headings follow this name in English (Filipino keeps its own, "Mga Trabaho").
 */
export function accountLinks(user: Pick<AuthUser, 'type'> & Partial<Pick<AuthUser, 'roles'>>): AccountLink[] {
  const lawyer = user.type === 'LAWYER';
  return [
    { label: 'Meetings', key: 'meetings', href: lawyer ? '/lawyer-portal' : '/customer-portal' },
    { label: 'Engagement Agreements', key: 'engagements', href: lawyer ? '/lawyer-portal/work-items' : '/customer-portal/work-items' },
    { divider: true },
    ...(lawyer ? [{ label: 'Profile Settings', key: 'profile' as const, href: '/lawyer-portal/profile' }] : []),
    { label: 'Account Settings', key: 'account', href: lawyer ? '/lawyer-portal/account-settings' : '/customer-portal/account-settings' },
    ...(user.roles?.includes('ADMIN') ? [{ divider: true } as const, { label: 'Admin', key: 'admin' as const, href: '/admin' }] : []),
  ];
}

/**
 * A link of the header's own that moves into the avatar menu on a small screen, so the signed-in header
 * stays one line at 375 px in both languages (issue 57: "Mga Kaalamang Legal" wrapped onto three lines).
 * `key` names the words in `common` (header.<key>); `below`: the breakpoint under which the menu shows it (the
 * header hides it there; "Ask in writing", issue 72, the header has no room for at any width).
 */
export type MovedLink = { key: 'blog' | 'freeLegalHelp' | 'askInWriting'; href: string; below: 'sm' | 'md' };

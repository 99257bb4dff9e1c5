import { safeCallbackPath, withCallbackUrl } from './callback-url';

/**
 * Spec §2 access table and guard behaviour as one pure function, shared by proxy.ts (coarse
 * redirects from the signed cookie), the server page guards and the client guard.
 */
export type UserType = 'CUSTOMER' | 'LAWYER';
export type AccessUser = { type: UserType; emailVerified: boolean } | null;

type Rule = { kind: 'home' } | { kind: 'visitors-only' } | { kind: 'protected'; types: UserType[] | 'any'; redirectTo?: string };

const RULES: { prefix: string; rule: Rule }[] = [
  { prefix: '/signup', rule: { kind: 'visitors-only' } },
  { prefix: '/login', rule: { kind: 'visitors-only' } },
  { prefix: '/forgot-password', rule: { kind: 'visitors-only' } },
  { prefix: '/reset-password', rule: { kind: 'visitors-only' } },
  { prefix: '/meeting', rule: { kind: 'protected', types: 'any' } },
  // Ours: the report form behind the profile pages' "Report" links (moderation).
  { prefix: '/report', rule: { kind: 'protected', types: 'any' } },
  { prefix: '/customer-portal', rule: { kind: 'protected', types: ['CUSTOMER'] } },
  { prefix: '/book', rule: { kind: 'protected', types: ['CUSTOMER'] } },
  // Ours (issue 61): the legal-aid desk's declaration and free booking are a client's; /legal-aid itself is public.
  { prefix: '/legal-aid/declaration', rule: { kind: 'protected', types: ['CUSTOMER'] } },
  { prefix: '/legal-aid/book', rule: { kind: 'protected', types: ['CUSTOMER'] } },
  // Ours (issue 62): ordering a fixed-price service is a client's, like booking; the services' landing pages stay public.
  { prefix: '/services/order', rule: { kind: 'protected', types: ['CUSTOMER'] } },
  { prefix: '/lawyer-portal', rule: { kind: 'protected', types: ['LAWYER'], redirectTo: '/' } },
  // Ours: the admin console. A visitor signs in and comes back to the page (path and query), like a
  // portal page; the ADMIN role is for the pages themselves (requireAdminPage: 403 for anyone else).
  { prefix: '/admin', rule: { kind: 'protected', types: 'any' } },
];

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function ruleForPath(pathname: string): Rule | null {
  if (pathname === '/') return { kind: 'home' };
  return RULES.find((entry) => matches(pathname, entry.prefix))?.rule ?? null;
}

export function portalPath(type: UserType): string {
  return type === 'LAWYER' ? '/lawyer-portal' : '/customer-portal';
}

/** Where a signed-in user lands after sign-in: a same-origin callback_url, else the portal. */
export function landingPath(type: UserType, callbackUrl: string | null | undefined, origin: string): string {
  return safeCallbackPath(callbackUrl, origin) ?? portalPath(type);
}

export type AccessRequest = {
  pathname: string;
  /** Query string with its "?" (and, on the client, the hash). */
  search: string;
  user: AccessUser;
  origin: string;
};

/** The path to redirect to, or null when the user may stay. */
export function resolveAccess({ pathname, search, user, origin }: AccessRequest): string | null {
  const rule = ruleForPath(pathname);
  if (!rule) return null;
  const current = `${pathname}${search}`;
  switch (rule.kind) {
    case 'home':
      return user?.type === 'LAWYER' ? portalPath('LAWYER') : null;
    case 'visitors-only': {
      if (!user) return null;
      const callback = new URLSearchParams(search.split('#')[0]).get('callback_url');
      return landingPath(user.type, callback, origin);
    }
    case 'protected':
      if (!user) return withCallbackUrl('/login', current);
      if (!user.emailVerified) return withCallbackUrl('/verify-email', current);
      if (rule.types !== 'any' && !rule.types.includes(user.type)) {
        return withCallbackUrl(rule.redirectTo ?? portalPath(user.type), current);
      }
      return null;
  }
}

/**
 * Who may open the admin console's pages: the ADMIN role on a verified e-mail. The pages decide by it
 * (requireAdminPage), and the proxy reads it from the signed session cookie's claims only to draw the
 * 403 page on the server (proxy.ts); a claim that is stale (a role taken away since) changes nothing,
 * as the page's own check runs all the same.
 */
export function mayOpenAdminConsole(user: { roles: readonly string[]; emailVerified: boolean }): boolean {
  return user.emailVerified && user.roles.includes('ADMIN');
}

/** The admin console's pages (the access table's `/admin` prefix). */
export function isAdminConsolePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

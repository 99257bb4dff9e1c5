/**
 * The call pages' addresses, shared by server and browser code. These documents are the only ones
 * whose Permissions-Policy allows camera and microphone (next.config.mjs CALL_PAGES): a policy
 * belongs to the document, so a client-side transition into one keeps the portal's "no camera" —
 * every way into them must be a full page load (a plain <a>, window.location).
 */

/** The join page (device check and lobby) of a meeting in the viewer's portal. */
export function joinPagePath(role: 'CUSTOMER' | 'LAWYER', meetingId: string): string {
  return `/${role === 'LAWYER' ? 'lawyer-portal' : 'customer-portal'}/meeting/${meetingId}/join`;
}

/** Whether a path of this app is a call page (the same patterns as next.config.mjs CALL_PAGES). */
export function isCallPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return (
    pathname.startsWith('/meeting/') ||
    /^\/(customer|lawyer)-portal\/meeting\/[^/]+\/join\/?$/.test(pathname) ||
    // The invited guest's page (issue 63 item 5).
    /^\/call-guest\/[^/]+\/?$/.test(pathname)
  );
}

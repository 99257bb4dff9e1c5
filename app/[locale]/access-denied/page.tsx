import Forbidden from '@/app/[locale]/forbidden';
import { requireAdminConsoleSession } from '@/lib/server/auth/get-session-user';

// The 403 page drawn on the server: proxy.ts rewrites an admin address here, with status 403, for a
// signed-in person whose session claims fail the console's rule (lib/rules/admin-console.ts). The same
// page as the forbidden() boundary, which stays for what the proxy cannot know. A session that ended
// elsewhere (the signature still verifies) goes to sign in, as from the admin page itself. A role given
// since the cookie was signed still shows this page until the next sign-in: sending that person back
// to the address would meet the same claims in the proxy again.
export { generateMetadata } from '@/app/[locale]/forbidden';

export default async function AccessDenied() {
  await requireAdminConsoleSession();
  return <Forbidden />;
}

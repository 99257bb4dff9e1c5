import 'server-only';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { findOwnProfile } from './own-profile';

/** Every editor page: the lawyer's own session (checked here, not only in the proxy) and profile. */
export async function loadEditorProfile(pathname: string): Promise<LawyerOwnProfile> {
  const user = await requirePageUser(pathname);
  return findOwnProfile(user.id);
}

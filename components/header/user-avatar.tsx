import { initials } from '@/lib/auth/types';
import type { AuthUser } from '@/lib/auth/types';

/** The picture, or the initials on the primary colour. */
export function UserAvatar({ user, size = 40 }: { user: Pick<AuthUser, 'first_name' | 'last_name' | 'picture_url'>; size?: number }) {
  if (user.picture_url) {
    // eslint-disable-next-line @next/next/no-img-element -- user uploads and provider pictures, any size
    return <img src={user.picture_url} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-primary font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials(user)}
    </span>
  );
}

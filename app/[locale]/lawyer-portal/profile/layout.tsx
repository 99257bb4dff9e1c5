import type { ReactNode } from 'react';
import { ProfileSectionNav } from '@/components/lawyer-profile/section-nav';

/** The profile editor: its sections beside (or above, on a phone) the section being edited. */
export default function ProfileEditorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Profile</h1>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <ProfileSectionNav />
        </aside>
        <div className="min-w-0 max-w-3xl">{children}</div>
      </div>
    </div>
  );
}

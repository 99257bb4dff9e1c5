'use client';

import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { ChangePasswordForm } from './change-password-form';
import { NamesForm } from './names-form';
import { PictureForm } from './picture-form';
import { YourDataSection } from '@/components/privacy/your-data-section';

/** Account settings of both portals: names, picture, password (spec §2). */
export function AccountSettings({ initialUser }: { initialUser: AuthUser }) {
  const { user: current } = useAuth();
  const user = current?._id === initialUser._id ? current : initialUser;
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Account Settings</h1>
      <p className="mt-1 break-all text-sm text-slate-600">Signed in as {user.email}</p>
      <div className="mt-6 flex flex-col gap-6">
        <section aria-labelledby="picture-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="picture-heading" className="text-lg font-semibold text-slate-900">
            Picture
          </h2>
          <PictureForm user={user} />
        </section>
        <section aria-labelledby="names-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="names-heading" className="text-lg font-semibold text-slate-900">
            Name
          </h2>
          <NamesForm user={user} />
        </section>
        <section aria-labelledby="password-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
            {user.has_password ? 'Change password' : 'Set a password'}
          </h2>
          <ChangePasswordForm hasPassword={user.has_password} />
        </section>
        <YourDataSection portal={user.type === 'LAWYER' ? '/lawyer-portal' : '/customer-portal'} />
      </div>
    </div>
  );
}

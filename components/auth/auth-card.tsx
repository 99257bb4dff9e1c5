import Link from 'next/link';
import type { ReactNode } from 'react';
import { APP_NAME } from '@/lib/config/app';
import { localePath, type Locale } from '@/lib/i18n/paths';

/**
 * The frame of the auth pages: on the header-less ones (sign-in, sign-up) with the logo above the
 * card, linking to the home page in the page's language; under a bar of their own (the verification
 * pages) without it (`logo={false}`).
 */
export function AuthCard({
  locale,
  title,
  subtitle,
  children,
  wide = false,
  logo = true,
}: {
  locale: Locale;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  logo?: boolean;
}) {
  return (
    <main className={`flex flex-col items-center bg-primary-50 px-4 py-8 sm:py-12 ${logo ? 'min-h-screen' : 'flex-1'}`}>
      {logo && (
        <Link href={localePath(locale, '/')} className="mb-6 text-2xl font-bold text-primary">
          {APP_NAME}
        </Link>
      )}
      <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8`}>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <div className="mt-2 text-sm text-slate-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

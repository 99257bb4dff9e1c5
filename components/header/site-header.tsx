import Link from 'next/link';
import { APP_NAME } from '@/lib/config/app';

/** The public top header (spec §2). The account area is filled in by the accounts work. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="container-page flex h-16 items-center gap-4">
        <Link href="/" className="text-xl font-bold text-primary">
          {APP_NAME}
        </Link>
        <Link href="/blog" className="btn-ghost">
          Legal Insights
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <Link href="/login" className="btn-ghost">
            Sign in
          </Link>
          <Link href="/signup" className="btn-primary">
            Register
          </Link>
        </div>
      </nav>
    </header>
  );
}

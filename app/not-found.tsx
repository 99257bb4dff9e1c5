import { APP_NAME } from '@/lib/config/app';
import './globals.css';

/**
 * A path outside `app/[locale]`: none in practice (the proxy puts every page path under its
 * language, and `[locale]/[...rest]` answers the 404 page of that language). Next still puts this
 * boundary in the payload of every page, so it stays a few plain words in both languages, no client
 * code and no catalogue.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main className="container-page py-16">
          <h1 className="text-2xl font-bold text-slate-900">Ops... You are lost!</h1>
          <p className="mt-4">
            <a href="/" className="text-primary-700 underline">
              {APP_NAME}
            </a>{' '}
            ·{' '}
            <a href="/fil" lang="fil" className="text-primary-700 underline">
              {APP_NAME} sa Filipino
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

import { ClientMessages } from '@/lib/i18n/client-messages';
import NotFound from './[locale]/not-found';
import './globals.css';

/**
 * A path outside `app/[locale]` (the proxy puts every page path inside it, so rarely met). The root
 * layout only passes through, so this brings the document, and the header's words, itself.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <ClientMessages locale="en" namespaces={['common']}>
          <NotFound />
        </ClientMessages>
      </body>
    </html>
  );
}

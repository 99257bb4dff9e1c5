'use client';

import { ErrorScreen } from '@/components/ui/error-screen';
import { RequestReference } from '@/components/ui/request-reference';
import './globals.css';

// Next ships this boundary in every page's first load (issue 17's budget), so, like the 404/403/401
// pages' root, it carries its few words itself instead of a catalogue, and both languages at once:
// it replaces the root layout, so nothing tells it the page's language. They are errors.json's
// (somethingWentWrong, backHome, requestId, digest), word for word; the test holds them to it.
const GLOBAL_ERROR_WORDS = {
  en: { title: 'Ops... Something went wrong! Sorry!', back: 'Go back to the main page', requestId: 'Request ID:', digest: 'Error digest:' },
  fil: { title: 'Naku... May nagkaproblema! Pasensya na po!' },
};

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const { en, fil } = GLOBAL_ERROR_WORDS;
  return (
    <html lang="en">
      <body>
        <ErrorScreen title={en.title} backLabel={en.back} homeHref="/">
          <p lang="fil" className="text-lg text-slate-700">
            {fil.title}
          </p>
          <RequestReference digest={error.digest} labels={{ requestId: en.requestId, digest: en.digest }} />
        </ErrorScreen>
      </body>
    </html>
  );
}

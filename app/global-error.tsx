'use client';

import { ErrorScreen } from '@/components/ui/error-screen';
import { RequestReference } from '@/components/ui/request-reference';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen title="Ops... Something went wrong! Sorry!">
          <RequestReference digest={error.digest} />
        </ErrorScreen>
      </body>
    </html>
  );
}

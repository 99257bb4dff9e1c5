'use client';

import { ErrorScreen } from '@/components/ui/error-screen';
import './globals.css';

export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ErrorScreen title="Ops... Something went wrong! Sorry!" />
      </body>
    </html>
  );
}

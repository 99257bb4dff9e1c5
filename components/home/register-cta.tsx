'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';

/**
 * Spec §6: the About page's Register button shows only to visitors. Pre-rendered HTML has it (the
 * status starts unauthenticated, spec §4); it disappears once the session call says signed in.
 */
export function RegisterCta() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get('auth/session', undefined, controller.signal)
      .then((user) => setSignedIn(Boolean(user)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (signedIn) return null;
  return (
    <Link href="/signup" className="btn-secondary px-6 py-3 text-base">
      Register
    </Link>
  );
}

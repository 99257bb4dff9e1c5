'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page (issue 57): the one sign, for tests and
 * for anyone looking, that the page's client code runs. e2e/fixtures/ready.ts (pageReady) waits for it
 * before typing into a form, as a person's slow phone makes them wait. Rendered once, by AppProviders.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

import type { ReactNode } from 'react';

/**
 * Every page lives under `app/[locale]`, whose layout renders <html lang>. This root only passes
 * through (next-intl's layout for a locale segment); app/not-found.tsx answers a path outside it.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}

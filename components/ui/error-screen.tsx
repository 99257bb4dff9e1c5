import type { ReactNode } from 'react';

/**
 * The spec's route-error screen. The caller gives the words and the main page's path in the page's
 * language: it serves server boundaries (textFor) and client ones (useT; global-error has no catalogue).
 */
export function ErrorScreen({
  title,
  backLabel,
  homeHref,
  children,
}: {
  title: string;
  backLabel: string;
  homeHref: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">{title}</h1>
      {children}
      {/* A plain <a>: the spec wants the main page reloaded, not a client transition. */}
      <a href={homeHref} className="btn-primary">
        {backLabel}
      </a>
    </main>
  );
}

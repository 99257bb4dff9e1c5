'use client';

import { useEffect, useState } from 'react';

type Scalar = { createApiReference: (target: string, config: Record<string, unknown>) => unknown };

/**
 * Loads Scalar (its standalone bundle, from this app: the CSP allows scripts from 'self' only) and
 * renders /api/v1/openapi.json into the page. Nothing is loaded from elsewhere: no web fonts, no
 * telemetry, no request proxy (the "try it" client calls this origin directly, with the session cookie).
 */
export function ApiReference({ version }: { version: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = `/api-reference/scalar.js?v=${encodeURIComponent(version)}`;
    script.async = true;
    script.onload = () => {
      const scalar = (window as unknown as { Scalar?: Scalar }).Scalar;
      if (!scalar) return setFailed(true);
      scalar.createApiReference('#scalar-reference', {
        url: '/api/v1/openapi.json',
        withDefaultFonts: false,
        telemetry: false,
        mcp: { disabled: true },
        agent: { disabled: true },
        hideClientButton: false,
        persistAuth: false,
        layout: 'modern',
        theme: 'default',
        defaultOpenAllTags: false,
      });
    };
    script.onerror = () => setFailed(true);
    document.body.appendChild(script);
    return () => script.remove();
  }, [version]);
  return (
    <>
      {failed ? (
        <p role="alert" className="container-page py-8 text-red-700">
          The reference could not load. The document itself is at{' '}
          <a className="underline" href="/api/v1/openapi.json">
            /api/v1/openapi.json
          </a>
          .
        </p>
      ) : null}
      <div id="scalar-reference" aria-busy={!failed} />
    </>
  );
}

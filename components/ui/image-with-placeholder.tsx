'use client';

import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_PLACEHOLDER_TIMEOUT_MS } from '@/lib/config/app';

type Props = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; everything else is lazy. */
  priority?: boolean;
};

/**
 * Spec §4 image placeholder: a spinner while the image loads (at most 1.5 s of spinner), then the
 * image, or a broken-image placeholder when it fails or has no source. An image still on its way
 * after 1.5 s (a lazy one scrolled into view late, a slow network) is not broken: it keeps the plain
 * background until it arrives, so fast scrolling never flashes the broken-image icon (issue 17).
 */
export function ImageWithPlaceholder({ src, alt, width, height, className = '', priority = false }: Props) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const [spinnerExpired, setSpinnerExpired] = useState(false);
  const [shownSrc, setShownSrc] = useState(src);
  const imgRef = useRef<HTMLImageElement>(null);

  // A new source (a photo just uploaded in place of none, or of another) starts over: without this
  // the "failed" of a missing picture stuck until the page was reloaded (issue 27).
  if (src !== shownSrc) {
    setShownSrc(src);
    setState(src ? 'loading' : 'failed');
    setSpinnerExpired(false);
  }

  // A server-rendered image can finish (or fail) before React hydrates and attaches onLoad/onError.
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete) return;
    setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setSpinnerExpired(true), IMAGE_PLACEHOLDER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const showSpinner = state === 'loading' && !spinnerExpired;
  return (
    <span className={`relative inline-block overflow-hidden bg-slate-100 ${className}`} style={{ width, height }}>
      {src && state !== 'failed' ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized, lazy and tiny (SVG/avatars); next/image adds JS we do not need here
        <img
          key={src}
          ref={imgRef}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={`h-full w-full object-cover ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : null}
      {showSpinner ? (
        <span role="status" aria-label="Loading image" className="absolute inset-0 flex items-center justify-center">
          <span className="h-6 w-6 animate-spin rounded-full border-2 border-primary-200 border-t-primary" />
        </span>
      ) : null}
      {state === 'failed' ? (
        <span
          role="img"
          aria-label={`${alt} (image unavailable)`}
          className="absolute inset-0 flex items-center justify-center text-slate-400"
        >
          <ImageOff aria-hidden="true" className="h-1/3 w-1/3" />
        </span>
      ) : null}
    </span>
  );
}

import { Avatar } from '@/components/ui/avatar';
import { ImageOff } from '@/components/ui/lucide-static';
import { pictureSources } from '@/lib/config/pictures';

type Props = { src: string | null; alt: string; name: string; size: number; className?: string };

/**
 * The profile's portrait, the page's largest paint: a server-rendered <img> at the size shown
 * (srcset of the served widths), fetched first (fetchpriority high) and visible as soon as it
 * arrives — no hydration decides when it may show. The spec §4 spinner and broken-image mark are CSS
 * layers under it (globals.css `.picture-spinner`, `.picture-fallback`).
 */
export function ProfilePicture({ src, alt, name, size, className = '' }: Props) {
  // No picture: the lawyer's monogram, as on their card (a picture that fails still shows the spec's mark).
  if (!src) return <Avatar src={null} name={name} size={size} className={className} priority />;
  return (
    <span className={`relative inline-block shrink-0 overflow-hidden bg-slate-100 ${className}`} style={{ width: size, height: size }}>
      <span aria-hidden="true" className="picture-spinner absolute inset-0 flex items-center justify-center">
        <span className="h-6 w-6 animate-spin rounded-full border-2 border-primary-200 border-t-primary" />
      </span>
      <span aria-hidden="true" className="picture-fallback absolute inset-0 flex items-center justify-center text-slate-400">
        <ImageOff className="h-1/3 w-1/3" />
      </span>
      {/* eslint-disable-next-line @next/next/no-img-element -- sized by pictureSources; next/image would hydrate */}
      <img
        {...pictureSources(src, size)}
        alt={alt}
        width={size}
        height={size}
        fetchPriority="high"
        loading="eager"
        className="relative h-full w-full object-cover text-transparent"
      />
    </span>
  );
}

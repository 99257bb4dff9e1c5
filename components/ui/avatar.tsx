import { monogramOf } from '@/lib/format/monogram';

// A person's round picture, with no client JavaScript. Without a picture it is their monogram: the
// initials on a colour drawn from the name (lib/format/monogram.ts), the same everywhere they
// appear. With one, the monogram sits underneath the <img>, so a picture that is still loading
// (lazy, or scrolled past fast) or fails shows the monogram instead of a broken-image icon: `alt=""`
// (the name is written next to it) makes a failed image render nothing.

type Props = {
  src: string | null | undefined;
  name: string;
  size: number;
  className?: string;
  /** Size (and initials' font size) as classes, for a picture that changes size with the screen; `size` then only sets the img's intrinsic size. */
  boxClassName?: string;
  /** Above-the-fold pictures load eagerly and first. */
  priority?: boolean;
};

export function Avatar({ src, name, size, className = '', boxClassName, priority = false }: Props) {
  const monogram = monogramOf(name);
  const box = boxClassName ? {} : { width: size, height: size, fontSize: Math.round(size * 0.38) };
  return (
    <span
      data-testid="avatar"
      className={`relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold tracking-wide ${boxClassName ?? ''} ${className}`}
      style={{ ...box, backgroundColor: monogram.background, color: monogram.color }}
    >
      <span aria-hidden="true" data-testid="avatar-initials">
        {monogram.initials}
      </span>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized avatars (SVG or 640 px WebP); next/image would add client JS
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
    </span>
  );
}

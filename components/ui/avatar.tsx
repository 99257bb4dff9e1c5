// A person's round picture for lists (result cards, featured lawyers): no client JavaScript. The
// initials sit underneath the <img>; a picture that is still loading (lazy, or scrolled past fast)
// or fails shows them instead of a broken-image icon: `alt=""` (the name is written next to it)
// makes a failed image render nothing, and the placeholder is plain CSS behind it.

/** "Ana Reyes" → "AR"; a single name gives one letter. */
function initialsOf(name: string): string {
  const words = name
    .replace(/^Atty\.\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('');
}

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
  return (
    <span
      className={`relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-700 ${boxClassName ?? ''} ${className}`}
      style={boxClassName ? undefined : { width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      <span aria-hidden="true" data-testid="avatar-initials">
        {initialsOf(name)}
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

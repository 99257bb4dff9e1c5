/**
 * The widths a public picture is served at (`GET /api/v1/files/{id}?w=`): a picture is shown at a
 * few CSS sizes (avatars, cards, the profile header), each at 1×–3× device pixels. A fixed list keeps
 * the variants cacheable and the server from resizing to any width a caller names.
 */
export const PICTURE_WIDTHS = [64, 96, 128, 192, 256, 384, 512] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

const STORED_FILE_PATH = /^\/api\/v1\/files\/[0-9a-f-]{36}$/i;

/**
 * `src`/`srcSet`/`sizes` for a picture shown `cssWidth` px wide: the uploaded pictures (stored files)
 * come in the listed widths; anything else (the seeded SVG avatars, an external URL) as it is.
 */
export function pictureSources(url: string, cssWidth: number): { src: string; srcSet?: string; sizes?: string } {
  if (!STORED_FILE_PATH.test(url)) return { src: url };
  const widths = PICTURE_WIDTHS.filter((w) => w >= cssWidth && w <= cssWidth * 3);
  const fallback = widths.find((w) => w >= cssWidth * 2) ?? widths[widths.length - 1] ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return {
    src: `${url}?w=${fallback}`,
    srcSet: widths.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes: `${cssWidth}px`,
  };
}

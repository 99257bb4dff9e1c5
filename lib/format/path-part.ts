/**
 * A path segment as the person typed it, or null when its percent-encoding is broken (`%`, `%E0%A4%A`):
 * such an address names nothing of ours, and decodeURIComponent's URIError is no server error (issue 73
 * item 6: `/verify-letter/%25` logged a URIError and answered "Something went wrong").
 */
export function decodedPathPart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

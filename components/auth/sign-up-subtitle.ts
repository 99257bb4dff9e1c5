/** "Register by email, Google or Facebook.": naming only the sign-ins this server has configured. */
export function signUpSubtitle(providers: { label: string }[]): string {
  const ways = ['email', ...providers.map((p) => p.label)];
  const list = ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`;
  return `Register by ${list}.`;
}

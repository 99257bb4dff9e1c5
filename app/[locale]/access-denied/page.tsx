// The 403 page drawn on the server: proxy.ts rewrites an admin page here, with status 403, for a
// signed-in person whose claims lack the console's rule (lib/rules/admin-console.ts). The same page as
// the forbidden() boundary, which stays for what the proxy cannot know (a role taken away since).
export { default, generateMetadata } from '@/app/[locale]/forbidden';

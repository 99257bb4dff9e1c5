/** `key` names its words in the `common` catalogue (footer.links.<key>); `label` is the English. */
export type FooterLink = { label: string; href: string; key?: string };

// Slugs follow DESIGN.md: "Cebu" is the Cebu City SEO region.
export const POPULAR_SEARCHES: FooterLink[] = [
  { label: 'Civil lawyers in Metro Manila', href: '/lawyers-online/civil/metro-manila', key: 'civilMetroManila' },
  { label: 'Labor lawyers in Cebu', href: '/lawyers-online/labor/cebu-city', key: 'laborCebu' },
  { label: 'Corporate lawyers in Makati', href: '/lawyers-online/corporate/makati', key: 'corporateMakati' },
  { label: 'Immigration lawyers in the Philippines', href: '/lawyers-online/immigration/philippines', key: 'immigrationPhilippines' },
  { label: 'Taxation lawyers in Taguig', href: '/lawyers-online/taxation/taguig', key: 'taxationTaguig' },
];

export const COMPANY_LINKS: FooterLink[] = [
  { label: 'Blog', href: '/blog', key: 'blog' },
  { label: 'About Us', href: '/about', key: 'about' },
  { label: 'FAQ', href: '/faq', key: 'faq' },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: 'Privacy Policy', href: '/privacy', key: 'privacy' },
  { label: 'Terms of Service', href: '/terms', key: 'terms' },
  { label: 'Cancellation and Refunds', href: '/cancellation-policy', key: 'cancellation' },
];

export const SOCIAL_LINKS: FooterLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/abogado.ph' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/abogado-ph' },
  { label: 'X', href: 'https://x.com/abogado_ph' },
  { label: 'YouTube', href: 'https://www.youtube.com/@abogadoph' },
];

// Written out in full so Next.js inlines the NEXT_PUBLIC_ value into client
// bundles; `||` also covers a variable that is set but empty.
export { SUPPORT_EMAIL } from '@/lib/config/app';

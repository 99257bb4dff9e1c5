export type FooterLink = { label: string; href: string };

// Slugs follow DESIGN.md: "Cebu" is the Cebu City SEO region.
export const POPULAR_SEARCHES: FooterLink[] = [
  { label: 'Civil lawyers in Metro Manila', href: '/lawyers-online/civil/metro-manila' },
  { label: 'Labor lawyers in Cebu', href: '/lawyers-online/labor/cebu-city' },
  { label: 'Corporate lawyers in Makati', href: '/lawyers-online/corporate/makati' },
  { label: 'Immigration lawyers in the Philippines', href: '/lawyers-online/immigration/philippines' },
  { label: 'Taxation lawyers in Taguig', href: '/lawyers-online/taxation/taguig' },
];

export const COMPANY_LINKS: FooterLink[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'About Us', href: '/about' },
  { label: 'FAQ', href: '/faq' },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Cancellation and Refunds', href: '/cancellation-policy' },
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

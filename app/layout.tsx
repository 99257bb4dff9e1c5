import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { APP_NAME, appUrl } from '@/lib/config/app';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(appUrl()),
  title: { default: `${APP_NAME} – Book a verified lawyer online in the Philippines`, template: `%s | ${APP_NAME}` },
  description:
    'Find verified Philippine lawyers, compare fees up front, and book a video or phone consultation from your phone or computer.',
  applicationName: APP_NAME,
  openGraph: { siteName: APP_NAME, type: 'website', locale: 'en_PH' },
};

export const viewport: Viewport = {
  themeColor: '#0b5c57',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}

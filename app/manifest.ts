import type { MetadataRoute } from 'next';
import { APP_NAME } from '@/lib/config/app';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${APP_NAME} – Philippine lawyers online`,
    short_name: APP_NAME,
    description: 'Find verified Philippine lawyers and book a video or phone consultation.',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5c57',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

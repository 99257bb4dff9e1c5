'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/config/app';

export default function Toaster() {
  return <Sonner duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />;
}

import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/ui/error-screen';

export const metadata: Metadata = { title: 'Please sign in', robots: { index: false } };

/** 401: a visitor on a page that needs an account (the admin console). */
export default function Unauthorized() {
  return (
    <ErrorScreen title="Please sign in to continue">
      <a href="/login?callback_url=%2Fadmin" className="btn-outline">
        Sign in
      </a>
    </ErrorScreen>
  );
}

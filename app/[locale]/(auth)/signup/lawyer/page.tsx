import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { LawyerSignUpForm } from '@/components/auth/lawyer-sign-up-form';

export const metadata: Metadata = { title: 'Register as a lawyer' };

export default async function LawyerSignUpPage() {
  // Rendered per request: the form keeps the page's callback_url (read with useSearchParams), and a
  // prerendered page would leave it to the browser, blank until the JavaScript runs.
  await connection();
  return (
    <AuthCard
      wide
      title="Register as a lawyer"
      subtitle="We verify every lawyer by their IBP ID and a government ID. Your profile becomes visible to clients once basic info, banking info, availability, work experience and education are filled in."
    >
      <Suspense>
        <LawyerSignUpForm />
      </Suspense>
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { LawyerSignUpForm } from '@/components/auth/lawyer-sign-up-form';

export const metadata: Metadata = { title: 'Register as a lawyer' };

export default function LawyerSignUpPage() {
  return (
    <AuthCard
      wide
      title="Register as a lawyer"
      subtitle="We verify every lawyer by their IBP ID and a government ID. Your profile becomes visible to clients once basic info, banking info, availability, work experience and education are filled in."
    >
      <LawyerSignUpForm />
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EditorCard } from '@/components/lawyer-profile/fields';
import { WorkExperienceForm } from '@/components/lawyer-profile/entry-forms';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Edit Work experience' };
export const dynamic = 'force-dynamic';

/** Only the lawyer's own entry: another id (someone else's or unknown) is a 404. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const profile = await loadEditorProfile(`/lawyer-portal/profile/work-experience/${id}/edit`);
  const entry = profile.work_experience.find((e) => e._id === id);
  if (!entry) notFound();
  return (
    <div className="space-y-4">
      <Link href="/lawyer-portal/profile/work-experience" className="text-sm font-medium text-primary-700 hover:underline">
        ← Back to Work experience
      </Link>
      <EditorCard title="Edit Work experience">
        <WorkExperienceForm entry={entry} />
      </EditorCard>
    </div>
  );
}

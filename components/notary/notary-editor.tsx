'use client';

import { EditorCard } from '@/components/lawyer-profile/fields';
import { useNotaryProfile } from '@/lib/api/notary';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { NotaryDetailsForm } from './notary-details-form';
import { OpStatus } from './op-status';
import { CommissionDocUpload, NotaryPictureUpload } from './notary-uploads';
import { NotaryVisibility } from './notary-visibility';

/** /lawyer-portal/notary-public: the notary's private profile, its two uploads and the public switch. */
export function NotaryEditor({ initial }: { initial: NotaryPrivateProfile }) {
  const { profile, fetchOp } = useNotaryProfile(initial);
  return (
    <div className="space-y-6">
      <OpStatus
        op={fetchOp.status === 'succeeded' ? { status: 'idle', error: null } : fetchOp}
        name="fetch"
        loading="Loading…"
        succeeded=""
      />
      <EditorCard title="Visibility" id="notary-visibility">
        <NotaryVisibility profile={profile} />
      </EditorCard>
      <EditorCard title="Photo" id="notary-photo">
        <NotaryPictureUpload profile={profile} />
      </EditorCard>
      <EditorCard
        title="Commission document"
        id="notary-commission"
        description="The commission issued by the Executive Judge. We check it before your profile is trusted; visitors never see it."
      >
        <CommissionDocUpload profile={profile} />
      </EditorCard>
      <EditorCard title="Commission and office" id="notary-details">
        <NotaryDetailsForm profile={profile} />
      </EditorCard>
    </div>
  );
}

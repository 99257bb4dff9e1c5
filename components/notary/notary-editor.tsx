'use client';

import { EditorCard } from '@/components/lawyer-profile/fields';
import { useNotaryProfile } from '@/lib/api/notary';
import { useT } from '@/lib/i18n/client';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { NotaryDetailsForm } from './notary-details-form';
import { NotaryOfferForm } from './notary-offer-form';
import { OpStatus } from './op-status';
import { CommissionDocUpload, NotaryPictureUpload } from './notary-uploads';
import { NotaryVisibility } from './notary-visibility';

/** /lawyer-portal/notary-public: the notary's private profile, its two uploads and the public switch. */
export function NotaryEditor({ initial }: { initial: NotaryPrivateProfile }) {
  const { profile, fetchOp } = useNotaryProfile(initial);
  const t = useT('account');
  return (
    <div className="space-y-6">
      <OpStatus
        op={fetchOp.status === 'succeeded' ? { status: 'idle', error: null } : fetchOp}
        name="fetch"
        loading={t('notary.loading')}
        succeeded=""
      />
      <EditorCard title={t('notary.visibilityTitle')} id="notary-visibility">
        <NotaryVisibility profile={profile} />
      </EditorCard>
      <EditorCard title={t('notary.photoTitle')} id="notary-photo">
        <NotaryPictureUpload profile={profile} />
      </EditorCard>
      <EditorCard title={t('notary.commissionDocTitle')} id="notary-commission" description={t('notary.commissionDocDescription')}>
        <CommissionDocUpload profile={profile} />
      </EditorCard>
      <EditorCard title={t('notary.detailsTitle')} id="notary-details">
        <NotaryDetailsForm profile={profile} />
      </EditorCard>
      <EditorCard title={t('notary.offer.title')} id="notary-appointments" description={t('notary.offer.description')}>
        {/* A new list of services starts the offer again from the stored one. */}
        <NotaryOfferForm key={profile.services.join()} profile={profile} />
      </EditorCard>
    </div>
  );
}

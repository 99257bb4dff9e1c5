'use client';

import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { PicturePicker } from '@/components/files/picture-picker';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { lawyerProfileApi, lawyerProfileKey } from '@/lib/api/lawyer-profile';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB } from '@/lib/validation/lawyer-profile-limits';
import { useProfileMessage } from './profile-messages';

/** Spec §7 POST picture: checked here for size and type, resized and stripped of EXIF on the server. */
export function PictureUpload({ profile }: { profile: LawyerOwnProfile }) {
  const client = useQueryClient();
  const { refresh } = useAuth();
  const t = useT('editor');
  const message = useProfileMessage();
  return (
    <PicturePicker
      preview={
        <ImageWithPlaceholder
          src={profile.picture_url}
          alt={t('picture.alt', { name: profile.display_name })}
          width={112}
          height={112}
          className="h-28 w-28 rounded-full object-cover ring-4 ring-white shadow"
        />
      }
      label={profile.picture_url ? t('picture.change') : t('picture.upload')}
      hint={t('picture.hint', { max: PICTURE_MAX_MB })}
      rules={{ maxMb: PICTURE_MAX_MB, extensions: PICTURE_EXTENSIONS }}
      upload={async (file, onProgress) => {
        const form = new FormData();
        form.append('picture', file);
        try {
          const res = await lawyerProfileApi.picture(form, onProgress);
          client.setQueryData(lawyerProfileKey, res.profile);
          // The server made the portrait the account picture too: re-read the user so the bar's avatar follows.
          void refresh();
          toast.success(t('toasts.success'));
        } catch (e) {
          // Spec §8: the picture update shares the profile-load failure toast.
          toast.error(t('toasts.fetchFailed'), { description: message(e) });
        }
      }}
    />
  );
}

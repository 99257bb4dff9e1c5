'use client';

import { toast } from 'sonner';
import { useAuthMessage } from '@/components/auth/auth-messages';
import { PicturePicker } from '@/components/files/picture-picker';
import { Avatar } from '@/components/ui/avatar';
import { useUploadPicture } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { useT } from '@/lib/i18n/client';
import { PICTURE_RULES } from '@/lib/validation/auth';

/** The account picture: picked, checked and uploaded at once; the header's avatar follows. */
export function PictureForm({ user }: { user: AuthUser }) {
  const upload = useUploadPicture();
  const { setUser } = useAuth();
  const t = useT('portal');
  const say = useAuthMessage();
  return (
    <div className="mt-4">
      <PicturePicker
        preview={<Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={80} priority />}
        label={t('settings.uploadPicture')}
        hint={t('settings.pictureHint', { mb: PICTURE_RULES.maxMb })}
        rules={PICTURE_RULES}
        upload={async (file, onProgress) => {
          const form = new FormData();
          form.append('picture', file);
          try {
            setUser(await upload.mutateAsync({ form, onProgress }));
            toast.success(t('settings.saved'));
          } catch (e) {
            toast.error(say(e));
          }
        }}
      />
    </div>
  );
}

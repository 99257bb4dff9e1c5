'use client';

import { toast } from 'sonner';
import { PicturePicker } from '@/components/files/picture-picker';
import { Avatar } from '@/components/ui/avatar';
import { useUploadPicture } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { PICTURE_RULES } from '@/lib/validation/auth';
import { AUTH_MESSAGES } from '@/lib/validation/messages';

/** The account picture: picked, checked and uploaded at once; the header's avatar follows. */
export function PictureForm({ user }: { user: AuthUser }) {
  const upload = useUploadPicture();
  const { setUser } = useAuth();
  return (
    <div className="mt-4">
      <PicturePicker
        preview={<Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={80} priority />}
        label="Upload a new picture"
        hint={`JPG, PNG or WEBP, up to ${PICTURE_RULES.maxMb} MB.`}
        rules={PICTURE_RULES}
        upload={async (file, onProgress) => {
          const form = new FormData();
          form.append('picture', file);
          try {
            setUser(await upload.mutateAsync({ form, onProgress }));
            toast.success(AUTH_MESSAGES.settingsSaved);
          } catch (e) {
            toast.error((e as Error).message);
          }
        }}
      />
    </div>
  );
}

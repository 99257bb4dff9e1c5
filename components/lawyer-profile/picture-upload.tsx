'use client';

import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { lawyerProfileApi, lawyerProfileKey } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { fileSchema } from '@/lib/validation/auth';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB, PROFILE_TOASTS } from '@/lib/validation/lawyer-profile';
import { useQueryClient } from '@tanstack/react-query';

const pictureSchema = fileSchema({ maxMb: PICTURE_MAX_MB, extensions: PICTURE_EXTENSIONS });

/** Spec §7 POST picture: checked here for size and type, resized and stripped of EXIF on the server. */
export function PictureUpload({ profile }: { profile: LawyerOwnProfile }) {
  const id = useId();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | null) => {
    const checked = pictureSchema.safeParse(file);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append('picture', file as File);
    try {
      const res = await lawyerProfileApi.picture(form, setProgress);
      client.setQueryData(lawyerProfileKey, res.profile);
      toast.success(PROFILE_TOASTS.success);
    } catch (e) {
      // Spec §8: the picture update shares the profile-load failure toast.
      toast.error(PROFILE_TOASTS.fetchFailed, { description: (e as Error).message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <div className="relative">
        <ImageWithPlaceholder
          src={profile.picture_url}
          alt={`Atty. ${profile.display_name}`}
          width={112}
          height={112}
          className="h-28 w-28 rounded-full object-cover ring-4 ring-white shadow"
        />
        {progress !== null ? (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-slate-900/50 text-sm font-semibold text-white">
            {Math.round(progress * 100)}%
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="btn-secondary inline-flex cursor-pointer items-center gap-2">
          <Camera className="h-4 w-4" aria-hidden="true" /> {profile.picture_url ? 'Change photo' : 'Upload photo'}
        </label>
        <input
          id={id}
          type="file"
          className="sr-only"
          accept={PICTURE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          disabled={progress !== null}
          onChange={(e) => {
            void onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600">
          A clear, professional head-and-shoulders photo. JPG, PNG or WEBP, up to {PICTURE_MAX_MB} MB. We crop it square and remove location
          data.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

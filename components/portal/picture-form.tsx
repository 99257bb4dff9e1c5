'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { useUploadPicture } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { fileSchema, PICTURE_RULES } from '@/lib/validation/auth';
import { AUTH_MESSAGES } from '@/lib/validation/messages';

const pictureSchema = fileSchema(PICTURE_RULES);

/** Picks, checks (size, type) and uploads a new picture right away, with progress. */
export function PictureForm({ user }: { user: AuthUser }) {
  const id = useId();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPicture(setProgress);
  const { setUser } = useAuth();

  const onFile = async (file: File | null) => {
    const checked = pictureSchema.safeParse(file);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append('picture', file as File);
    try {
      setUser(await upload.mutateAsync(form));
      toast.success(AUTH_MESSAGES.settingsSaved);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={80} priority />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Upload a new picture
        </label>
        <input
          id={id}
          type="file"
          accept={PICTURE_RULES.extensions.map((e) => `.${e}`).join(',')}
          disabled={upload.isPending}
          onChange={(e) => {
            void onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:font-semibold file:text-primary-800"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          JPG, PNG or WEBP, up to {PICTURE_RULES.maxMb} MB.
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        {upload.isPending && <progress aria-label="Upload progress" max={1} value={progress} className="mt-2 h-2 w-full accent-primary" />}
      </div>
    </div>
  );
}

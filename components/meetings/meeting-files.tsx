'use client';

import { useState } from 'react';
import { FileShelf } from '@/components/files/file-shelf';
import { useAddMeetingFiles, useDeleteMeetingFile } from '@/lib/api/meetings';
import { ATTACHMENT_RULES } from '@/lib/validation/meeting-messages';
import { useT } from '@/lib/i18n/client';
import type { MeetingFileDto, MeetingStatus } from '@/lib/dto/meeting';
import { useAdditionsClosed } from './additions-closed';

/** The meeting's files, private to its two parties (spec §8: "Success" / "There was an error. :) "). */
export function MeetingFiles({
  meetingId,
  files,
  status,
  closed,
}: {
  meetingId: string;
  files: MeetingFileDto[];
  status: MeetingStatus;
  closed: string | null;
}) {
  const closedText = useAdditionsClosed(status, closed);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddMeetingFiles(meetingId, setProgress);
  const remove = useDeleteMeetingFile(meetingId);
  const t = useT('meetings');
  return (
    <FileShelf
      files={files}
      add={add}
      remove={remove}
      progress={progress}
      setProgress={setProgress}
      listLabel={t('files.label')}
      budget={t('files.budget', { files: ATTACHMENT_RULES.maxFiles, mb: ATTACHMENT_RULES.maxTotalMb })}
      messages={{ success: t('files.success'), error: t('files.error') }}
      closed={closedText}
    />
  );
}

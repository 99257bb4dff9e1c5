'use client';

import { useState } from 'react';
import { FileShelf } from '@/components/files/file-shelf';
import { useAddMeetingFiles, useDeleteMeetingFile } from '@/lib/api/meetings';
import { ATTACHMENT_RULES, MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import type { MeetingFileDto } from '@/lib/dto/meeting';

/** The meeting's files, private to its two parties (spec §8: "Success" / "There was an error. :) "). */
export function MeetingFiles({ meetingId, files, closed }: { meetingId: string; files: MeetingFileDto[]; closed: string | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddMeetingFiles(meetingId, setProgress);
  const remove = useDeleteMeetingFile(meetingId);
  return (
    <FileShelf
      files={files}
      add={add}
      remove={remove}
      progress={progress}
      setProgress={setProgress}
      listLabel="Meeting files"
      budget={`Up to ${ATTACHMENT_RULES.maxFiles} files and ${ATTACHMENT_RULES.maxTotalMb}MB in total per meeting.`}
      messages={{ success: MEETING_MESSAGES.fileSuccess, error: MEETING_MESSAGES.fileError }}
      closed={closed}
    />
  );
}

'use client';

import { Paperclip } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';

type Props = {
  /** The input's id: the field's own <label htmlFor> (if any) and this button both name it. */
  id: string;
  /** The button's words: "Add files", "Choose file", "Replace file". */
  text: string;
  /** What is attached so far, beside the button ("2 files attached"): read with the input too. */
  status?: ReactNode;
  multiple?: boolean;
  accept: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Further ids describing the input (hint, error); the status is added. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  onPick: (files: File[]) => void;
};

/**
 * A file input as one clear control: a styled button and what is attached, never the browser's
 * "Choose Files / No file chosen" (which, beside a file already attached, read on a phone as if
 * nothing was; issue 45). The native input stays, visually hidden, as the focusable control (the
 * button lights up with its focus) and the one tests and assistive tech find; it is emptied after
 * each pick so the same file can be picked again. A file picked before the page came alive (a slow
 * phone: the server's HTML is there, the code not yet) is in the input with no change heard; it is
 * taken up when the code arrives, not silently dropped.
 */
export function FilePickButton({ id, text, status, multiple, accept, disabled, invalid, describedBy, inputRef, onBlur, onPick }: Props) {
  const statusId = `${id}-status`;
  const pickedEarly = useRef(onPick);
  useEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || !input.files?.length) return;
    pickedEarly.current(Array.from(input.files));
    input.value = '';
  }, [id]);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[describedBy, status ? statusId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="btn-secondary inline-flex cursor-pointer items-center gap-2 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <Paperclip className="h-4 w-4" aria-hidden="true" /> {text}
      </label>
      {status ? (
        <span id={statusId} data-testid="file-pick-status" className="min-w-0 break-words text-sm text-slate-700">
          {status}
        </span>
      ) : null}
    </div>
  );
}

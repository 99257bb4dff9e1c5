/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import type { MeetingFileDto } from '@/lib/dto/meeting';
import { useDomRoot } from '@/lib/test/dom';
import { FileShelf } from './file-shelf';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 45: on a phone, "Choose Files / No file chosen" beside a file already attached read as if
// nothing was. The input is one clear control: a styled "Add files" button with the count beside it.
const dom = useDomRoot();
const FILE = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'land-title.pdf',
  size: 120_000,
  url: '/api/v1/files/11111111-1111-4111-8111-111111111111',
  mine: true,
} as MeetingFileDto;

function renderShelf(files: MeetingFileDto[], add = jest.fn(async () => ({}))) {
  dom.render(
    <FileShelf
      files={files}
      add={{ mutateAsync: add, isPending: false }}
      remove={{ mutateAsync: jest.fn(), isPending: false }}
      progress={null}
      setProgress={() => {}}
      listLabel="Meeting files"
      budget="Up to 30 files and 20MB in total."
      messages={{ success: 'Success', error: 'There was an error. :) ' }}
    />,
    { query: false },
  );
  return add;
}
const input = () => dom.container.querySelector<HTMLInputElement>('input[type="file"]')!;

it('beside an attached file: an "Add files" button with the count, the native input hidden but labelled', () => {
  renderShelf([FILE]);
  // The browser's own control (its "Choose Files / No file chosen") is not shown…
  expect(input().className).toContain('sr-only');
  // … a button-styled label for the same input is, with what is attached beside it.
  const button = dom.container.querySelector<HTMLLabelElement>(`label[for="${input().id}"]`)!;
  expect(button.textContent?.trim()).toBe('Add files');
  expect(button.className).toContain('btn-secondary');
  const status = document.getElementById(`${input().id}-status`)!;
  expect(status.textContent).toBe('1 file attached');
  expect(input().getAttribute('aria-describedby')).toContain(status.id);
  expect(input().multiple).toBe(true);
});

it('says when nothing is attached yet, and picking uploads the files', async () => {
  const add = renderShelf([]);
  expect(document.getElementById(`${input().id}-status`)!.textContent).toBe('No files attached yet');
  const picked = new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' });
  Object.defineProperty(input(), 'files', { value: [picked], configurable: true });
  await act(async () => {
    input().dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(add).toHaveBeenCalledTimes(1);
  expect((add.mock.calls[0] as unknown as [FormData])[0].getAll('files')).toHaveLength(1);
});

it('on a Filipino page: its words, and a file it refuses, in Filipino', async () => {
  const add = jest.fn(async () => ({}));
  dom.render(
    <FileShelf
      files={[FILE]}
      add={{ mutateAsync: add, isPending: false }}
      remove={{ mutateAsync: jest.fn(), isPending: false }}
      progress={null}
      setProgress={() => {}}
      listLabel="Mga file ng meeting"
      budget="Hanggang 30 file at 20MB lahat-lahat bawat meeting."
      messages={{ success: 'Na-upload na', error: 'Nagka-problema. Subukan ulit.' }}
    />,
    { query: false, locale: 'fil' },
  );
  expect(dom.container.querySelector(`label[for="${input().id}"]`)?.textContent?.trim()).toBe('Magdagdag ng file');
  expect(document.getElementById(`${input().id}-status`)!.textContent).toBe('1 file ang naka-attach');
  const picked = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
  Object.defineProperty(input(), 'files', { value: [picked], configurable: true });
  await act(async () => {
    input().dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(add).not.toHaveBeenCalled();
  expect(toast.error).toHaveBeenCalledWith('Hindi puwede ang ganitong uri ng file.');
});

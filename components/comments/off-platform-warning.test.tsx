/** @jest-environment jsdom */
import { CommentThread } from './comment-thread';
import type { CommentDto } from '@/lib/dto/comment';
import { useDomRoot } from '@/lib/test/dom';

// Issue 62: the client's thread shows the off-platform payment warning under a comment the server flagged, and
// under no other.
const dom = useDomRoot();
const idle = { mutateAsync: async () => undefined, isPending: false };
const comment = (n: number, text: string, off_platform: boolean): CommentDto => ({
  _id: `1111111${n}-1111-4111-8111-111111111111`,
  item_id: '22222222-2222-4222-8222-222222222222',
  comment: text,
  author: { _id: '33333333-3333-4333-8333-333333333333', name: 'Atty. Ana Reyes', type: 'LAWYER' },
  mine: false,
  off_platform,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
});

it('warns under the comment with a GCash number, not under ordinary text', () => {
  dom.render(
    <CommentThread
      comments={[comment(1, 'Send the payment to my GCash: 0917 123 4567', true), comment(2, 'Call me at 0917 123 4567 tomorrow.', false)]}
      add={idle}
      edit={idle}
      remove={idle}
      messages={{ addFailed: '', updated: '', updateFailed: '', deleted: '', deleteFailed: '' }}
    />,
  );
  const items = [...dom.container.querySelectorAll('li')];
  const warned = items.map((li) => li.querySelector('[data-testid="off-platform-warning"]')?.textContent ?? null);
  expect(warned[0]).toContain('Payments outside Abogado are not protected: no refund, no guarantee.');
  expect(warned[1]).toBeNull();
});

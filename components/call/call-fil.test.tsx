/** @jest-environment jsdom */
import { useDomRoot } from '@/lib/test/dom';
import { CallControls } from './call-controls';
import { callTime } from './lobby-time';
import { WaitingRoom } from './lobby-waiting-room';

// Issue 40: the call in Filipino — the style guide's button words ("Sumali", "Umalis"), and the
// call's time with Filipino day and month names and "oras sa Pilipinas".
const dom = useDomRoot();

const noop = () => undefined;

it('says Umalis and the mic controls in Filipino', () => {
  dom.render(
    <CallControls
      isVideo
      muted={false}
      cameraOff={false}
      microphones={[]}
      cameras={[]}
      onToggleMute={noop}
      onToggleCamera={noop}
      onSwitchDevice={noop}
      onLeave={noop}
    />,
    { locale: 'fil' },
  );
  const buttons = [...dom.container.querySelectorAll('button')];
  expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual([
    'I-mute ang mic',
    'I-off ang camera',
    'Umalis',
  ]);
});

it('shows the waiting room in Filipino: who is waiting, when, and Sumali', () => {
  dom.render(
    <WaitingRoom
      peer={{ user_id: 'u1', name: 'Atty. Ana Reyes', picture_url: null }}
      isVideo
      start="2026-11-23T01:00:00Z"
      end="2026-11-23T01:30:00Z"
      opensAt="2026-11-23T00:50:00Z"
      peerWaiting
      startsIn={null}
      open
      joining={false}
      blocked={false}
      onJoin={noop}
      onAboutToJoin={noop}
    />,
    { locale: 'fil' },
  );
  const text = dom.container.textContent ?? '';
  expect(text).toContain('Naghihintay na si Atty. Ana Reyes');
  expect(dom.container.querySelector('button')?.textContent).toBe('Sumali');
  expect(text).not.toContain('Join');
});

it('writes the call time with Filipino names and Philippine time, English unchanged', () => {
  const [start, end] = ['2026-11-23T01:00:00Z', '2026-11-23T01:30:00Z'];
  expect(callTime(start, end, 'Asia/Manila', 'fil', 'oras sa Pilipinas')).toBe(
    'Lunes, Nobyembre 23, 9:00 AM – 9:30 AM (oras sa Pilipinas)',
  );
  expect(callTime(start, end, 'Asia/Manila', 'en', 'Philippine time')).toBe('Mon, Nov 23, 9:00 AM – 9:30 AM (GMT+8, Asia/Manila)');
});

it('abroad, the lobby says the time on the viewer’s clock with Manila’s beside it (issue 63)', () => {
  const [start, end] = ['2026-11-23T01:00:00Z', '2026-11-23T01:30:00Z'];
  expect(callTime(start, end, 'Asia/Dubai', 'en', 'Philippine time')).toBe(
    'Mon, Nov 23, 5:00 AM – 5:30 AM Dubai · Mon, Nov 23, 9:00 AM – 9:30 AM Manila',
  );
  expect(callTime(start, end, 'Asia/Dubai', 'fil', 'oras sa Pilipinas')).toMatch(/Dubai · .*Manila$/);
});

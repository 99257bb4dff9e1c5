/** @jest-environment jsdom */
import { useModeCamera } from './use-mode-camera';
import { useDomRoot } from '@/lib/test/dom';

// Audio only and the camera (issue 44): the mode turns the camera off, and on again when it ends —
// but only a camera the mode turned off, never one the person turned off.

const dom = useDomRoot();
const calls: string[] = [];
const turnCameraOff = jest.fn(async () => void calls.push('off'));
const turnCameraOn = jest.fn(async () => void calls.push('on'));

beforeEach(() => {
  calls.length = 0;
});

function Harness({
  audioOnly,
  cameraOff,
  ready = true,
  callType = 'VIDEO',
}: {
  audioOnly: boolean;
  cameraOff: boolean;
  ready?: boolean;
  callType?: 'VIDEO' | 'PHONE';
}) {
  useModeCamera(callType, audioOnly, { ready, cameraOff, turnCameraOff, turnCameraOn });
  return null;
}

it('audio only turns the camera off; leaving it turns the camera on again', () => {
  dom.render(<Harness audioOnly={false} cameraOff={false} />, { query: false });
  dom.render(<Harness audioOnly cameraOff={false} />, { query: false });
  expect(calls).toEqual(['off']);
  dom.render(<Harness audioOnly cameraOff />, { query: false });
  dom.render(<Harness audioOnly={false} cameraOff />, { query: false });
  expect(calls).toEqual(['off', 'on']);
});

it('a camera the person turned off stays off when audio only ends', () => {
  dom.render(<Harness audioOnly={false} cameraOff />, { query: false });
  dom.render(<Harness audioOnly cameraOff />, { query: false });
  dom.render(<Harness audioOnly={false} cameraOff />, { query: false });
  expect(calls).toEqual([]);
});

it('a call that starts in audio only with the camera never opened opens it when audio only ends', () => {
  // Devices not ready yet: nothing is decided.
  dom.render(<Harness audioOnly cameraOff ready={false} />, { query: false });
  dom.render(<Harness audioOnly cameraOff />, { query: false });
  expect(calls).toEqual([]);
  dom.render(<Harness audioOnly={false} cameraOff />, { query: false });
  expect(calls).toEqual(['on']);
});

it('a phone consultation never touches the camera', () => {
  dom.render(<Harness audioOnly cameraOff={false} callType="PHONE" />, { query: false });
  dom.render(<Harness audioOnly={false} cameraOff callType="PHONE" />, { query: false });
  expect(calls).toEqual([]);
});

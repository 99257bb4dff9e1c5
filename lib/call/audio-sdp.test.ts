import { lighterAudioSdp } from './audio-sdp';

// An offer as Chromium 156 writes it (trimmed): audio then video, bundled.
const OFFER = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63',
  'c=IN IP4 0.0.0.0',
  'a=mid:0',
  'a=extmap:1 urn:ietf:params:rtp-hdrext:ssrc-audio-level',
  'a=extmap:2 http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time',
  'a=extmap:3 http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
  'a=extmap:4 urn:ietf:params:rtp-hdrext:sdes:mid',
  'a=sendrecv',
  'a=rtpmap:111 opus/48000/2',
  'a=rtcp-fb:111 transport-cc',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'c=IN IP4 0.0.0.0',
  'a=mid:1',
  'a=extmap:2 http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time',
  'a=extmap:3 http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
  'a=rtpmap:96 VP8/90000',
  'a=rtcp-fb:96 transport-cc',
  'a=rtcp-fb:96 nack',
  '',
].join('\r\n');

const section = (sdp: string, kind: string) => sdp.split(/(?=^m=)/m).find((s) => s.startsWith(`m=${kind}`)) ?? '';

test('the audio section asks for 60 ms packets and drops transport-cc, the send time and the audio level; the session head and video are untouched', () => {
  const out = lighterAudioSdp(OFFER);
  const audio = section(out, 'audio');
  expect(audio).toContain('a=ptime:60\r\n');
  expect(audio).not.toContain('transport-cc');
  expect(audio).not.toContain('transport-wide-cc');
  expect(audio).not.toContain('abs-send-time');
  expect(audio).not.toContain('ssrc-audio-level');
  // What else the section says stays, in order.
  expect(audio).toContain('a=mid:0\r\na=extmap:4 urn:ietf:params:rtp-hdrext:sdes:mid\r\na=sendrecv\r\na=rtpmap:111 opus/48000/2\r\n');
  expect(audio).toContain('a=fmtp:111 minptime=10;useinbandfec=1\r\n');
  expect(section(out, 'video')).toBe(section(OFFER, 'video'));
  expect(out.startsWith(OFFER.slice(0, OFFER.indexOf('m=audio')))).toBe(true);
  expect(out.endsWith('\r\n')).toBe(true);
});

test('applied twice it gives the same description (one a=ptime), and it takes another packet time', () => {
  const once = lighterAudioSdp(OFFER, 40);
  expect(lighterAudioSdp(once, 40)).toBe(once);
  expect(section(once, 'audio').match(/a=ptime:/g)).toEqual(['a=ptime:']);
  expect(lighterAudioSdp(once)).toContain('a=ptime:60\r\n');
  expect(lighterAudioSdp(once)).not.toContain('a=ptime:40');
});

test('a phone consultation (audio only, no video section) and bare line feeds', () => {
  const phone = OFFER.slice(0, OFFER.indexOf('m=video')).replace(/\r\n/g, '\n');
  const out = lighterAudioSdp(phone);
  expect(out).toContain('a=fmtp:111 minptime=10;useinbandfec=1\na=ptime:60\n');
  expect(out).not.toContain('\r');
  expect(out).not.toContain('transport-cc');
});

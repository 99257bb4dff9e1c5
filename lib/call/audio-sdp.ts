import { AUDIO_PACKET_MS } from '@/lib/rules/call-mode';

// Issue 63: a call's sound costs more in headers than in voice at Chromium's default 20 ms packets
// (50 packets a second, each with ~40 bytes of RTP, SRTP and extension headers and 28 of IP/UDP,
// and the receiver's transport-cc feedback on each). The description a page sends asks the other
// side for fewer, longer packets, with fewer header extensions and no transport-cc feedback on sound.
// Chromium takes these from the remote description only (RTCRtpEncodingParameters.ptime is not
// honoured: measured, 50 packets a second still), so the packet time is the same in every mode and a
// mode change needs no renegotiation.

/**
 * The header extensions sound goes without: transport-wide sequence numbers (their feedback costs the
 * receiver ~4 kbit/s), the send time (for the REMB estimate, which transport-cc replaced) and the audio
 * level (for a mixing server; nothing here reads it). Each costs bytes in every packet.
 */
const DROPPED_EXTENSIONS = [
  'http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
  'http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time',
  'urn:ietf:params:rtp-hdrext:ssrc-audio-level',
];

/**
 * `sdp` with every audio section asking for `packetMs` packets (a=ptime), without transport-wide
 * congestion feedback (rtcp-fb) and without DROPPED_EXTENSIONS: sound is capped and does not need the
 * bandwidth estimate, which video keeps. Other sections are left as they are.
 */
export function lighterAudioSdp(sdp: string, packetMs: number = AUDIO_PACKET_MS): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const [head, ...sections] = sdp.split(/(?=^m=)/m);
  const lighter = sections.map((section) => {
    if (!section.startsWith('m=audio')) return section;
    const lines = section
      .split(eol)
      .filter(
        (line) =>
          !/^a=ptime:/.test(line) &&
          !/^a=rtcp-fb:\S+ transport-cc$/.test(line) &&
          !(line.startsWith('a=extmap:') && DROPPED_EXTENSIONS.includes(line.split(' ')[1])),
      );
    // The section ends with its line break: the last element is the empty string after it.
    const end = lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
    lines.splice(end, 0, `a=ptime:${packetMs}`);
    return lines.join(eol);
  });
  return [head, ...lighter].join('');
}

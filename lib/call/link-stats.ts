/** What one getStats report says of the link, as counters since the connection began. */
export type LinkCounters = {
  /** Every byte this connection sent and received (the transport's, so headers and retransmissions count). */
  bytes: number;
  audioReceived: number;
  audioLost: number;
  /** The bandwidth estimate of the pair in use, bit/s (null: none yet). */
  availableBitrate: number | null;
};

type Stat = Record<string, unknown> & { type: string };

/** Reads the counters the data readout and the weak-link rule need from a getStats report. */
export function linkCounters(report: { forEach: (f: (s: Stat) => void) => void }): LinkCounters {
  const out: LinkCounters = { bytes: 0, audioReceived: 0, audioLost: 0, availableBitrate: null };
  let transportBytes = 0;
  let rtpBytes = 0;
  const pairs = new Map<string, Stat>();
  let selected: string | undefined;
  report.forEach((s) => {
    if (s.type === 'transport') {
      transportBytes += num(s.bytesSent) + num(s.bytesReceived);
      if (typeof s.selectedCandidatePairId === 'string') selected = s.selectedCandidatePairId;
    }
    if (s.type === 'outbound-rtp') rtpBytes += num(s.bytesSent) + num(s.headerBytesSent);
    if (s.type === 'inbound-rtp') rtpBytes += num(s.bytesReceived) + num(s.headerBytesReceived);
    if (s.type === 'inbound-rtp' && s.kind === 'audio') {
      out.audioReceived += num(s.packetsReceived);
      out.audioLost += Math.max(0, num(s.packetsLost));
    }
    if (s.type === 'candidate-pair') pairs.set(String(s.id), s);
  });
  // The transport counts everything on the wire; a browser without it, the media's own bytes.
  out.bytes = transportBytes || rtpBytes;
  const pair = (selected ? pairs.get(selected) : undefined) ?? [...pairs.values()].find((p) => p.nominated && p.state === 'succeeded');
  if (pair && typeof pair.availableOutgoingBitrate === 'number') out.availableBitrate = pair.availableOutgoingBitrate;
  return out;
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Megabytes (10^6 bytes, as telcos count) with one decimal under 100, whole above. */
export function megabytes(bytes: number): number {
  const mb = bytes / 1_000_000;
  return mb < 100 ? Math.round(mb * 10) / 10 : Math.round(mb);
}

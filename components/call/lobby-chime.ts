/** A short two-note chime as a WAV blob URL, played through a media element (so it follows the chosen speaker). */
export function chimeUrl(): string {
  const rate = 8000;
  const samples = Math.round(rate * 0.6);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const freq = t < 0.3 ? 660 : 880;
    const fade = Math.min(1, (samples - i) / 800);
    view.setInt16(44 + i * 2, Math.sin(2 * Math.PI * freq * t) * 0.4 * fade * 32767, true);
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}

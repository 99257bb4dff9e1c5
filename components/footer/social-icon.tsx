// Brand marks drawn inline (lucide dropped its brand icons); 24×24 viewBox, filled.
const PATHS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.76 0-5 2.24-5 5v2H7v4h2v8h4v-8h3l1-4h-4V9c0-.55.45-1 1-1z',
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zm7 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C21.6 8.65 22 11.3 22 14.4V21h-4v-5.8c0-1.4 0-3.2-1.95-3.2S13.8 13.5 13.8 15.1V21H10z',
  X: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.46 21H2.38l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.72H5.58z',
  YouTube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1z',
};

export function SocialIcon({ name }: { name: string }) {
  const d = PATHS[name];
  if (!d) return <span aria-hidden="true">{name.charAt(0)}</span>;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

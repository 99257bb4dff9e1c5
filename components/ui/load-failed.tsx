/** A section whose data did not load: says what, and offers to ask again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      We could not load {what}.{' '}
      <button type="button" className="font-medium text-primary underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

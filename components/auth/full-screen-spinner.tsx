/** Spec §2 guard: a full-screen spinner while the auth status is loading. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="fixed inset-0 z-[100] flex items-center justify-center bg-white">
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-primary-100 border-t-primary" aria-hidden="true" />
    </div>
  );
}

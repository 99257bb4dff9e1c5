/** A grey stand-in with a lawyer card's shape while results load. */
export function LawyerCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row"
      data-testid="lawyer-skeleton"
    >
      <div className="h-24 w-24 shrink-0 rounded-full bg-slate-200" />
      <div className="flex-1 space-y-3">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="flex gap-2">
          <div className="h-8 w-24 rounded bg-slate-200" />
          <div className="h-8 w-24 rounded bg-slate-200" />
          <div className="h-8 w-24 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

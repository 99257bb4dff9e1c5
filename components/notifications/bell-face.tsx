import { Bell } from 'lucide-react';

/** The bell and its unseen badge: the stand-in's and the popover's trigger alike. */
export const BELL_CLASS = 'btn-ghost relative h-10 w-10 rounded-full p-0';
export function BellFace({ badge }: { badge: string | null }) {
  return (
    <>
      <Bell className="h-5 w-5" aria-hidden="true" />
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {badge}
        </span>
      )}
    </>
  );
}

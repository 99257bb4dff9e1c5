/** The avatar button's look, shared by the stand-in (avatar-menu.tsx) and the Radix trigger it becomes. */
export const AVATAR_TRIGGER_CLASS =
  'rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

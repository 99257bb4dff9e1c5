'use client';

// The bell slot of spec §2: the notifications menu lives in components/notifications.
export { NotificationsMenu as NotificationsBell } from '@/components/notifications/notifications-menu';

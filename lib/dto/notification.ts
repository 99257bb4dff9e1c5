// Notification wire type (spec §3 "Notification").

export type NotificationDto = {
  _id: string;
  title: string;
  body: string;
  url: string;
  icon: 'meeting-comment' | 'meeting-reminder' | 'new-meeting' | 'new-work-item';
  seen: boolean;
  created_at: string;
};

export { formatLongDate } from '@/lib/format/date-time';

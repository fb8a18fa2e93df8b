import type { Announcement, CreateAnnouncementRequest } from '../announcements';
import { del, get, post } from '../endpoint';

/** Beskeder (part 1 §7). */
export const announcementsEndpoints = {
  list: get<Announcement[]>()('/api/announcements'),
  unread: get<Announcement[]>()('/api/announcements/unread'),
  markRead: post<{ success: true }>()('/api/announcements/:id/read'),
  create: post<Announcement, CreateAnnouncementRequest>()('/api/announcements'),
  remove: del<{ success: true }>()('/api/announcements/:id'),
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, CreateAnnouncementRequest } from '@common/contracts/announcements';
import { announcementsEndpoints as api } from '@common/contracts/endpoints/announcements';
import { call, queryKeyOf } from '../../lib/api-client';

export const ANNOUNCEMENTS_KEY = queryKeyOf(api.list);
export const UNREAD_KEY = queryKeyOf(api.unread);
/** Part 1 §9: the unread list is polled every 30 s. */
export const UNREAD_POLL_MS = 30_000;

export function useAnnouncements() {
  return useQuery<Announcement[] | null>({ queryKey: ANNOUNCEMENTS_KEY });
}

export function useUnreadAnnouncements() {
  return useQuery<Announcement[] | null>({ queryKey: UNREAD_KEY, refetchInterval: UNREAD_POLL_MS });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.markRead, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Announcement[] | null>(UNREAD_KEY, (list) => list?.filter((a) => a.id !== id) ?? list);
      return queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
    },
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnouncementRequest) => call(api.create, { body }),
    onSuccess: () => Promise.all([ANNOUNCEMENTS_KEY, UNREAD_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.remove, { params: { id } }),
    onSuccess: () => Promise.all([ANNOUNCEMENTS_KEY, UNREAD_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

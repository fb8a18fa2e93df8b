import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerClubEventRequest, ClubEvent, ClubEventRoster, SaveClubEventRequest } from '@common/contracts/club-events';
import { clubEventsEndpoints as api } from '@common/contracts/endpoints/club-events';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';
import { ApiError } from '../../lib/api';
import { call, queryKeyOf } from '../../lib/api-client';
import { useCan } from '../../lib/session';

export const CLUB_EVENTS_KEY = queryKeyOf(api.list);
export const clubEventKey = (id: number) => queryKeyOf(api.one, { params: { id } });
export const rosterKey = (id: number) => queryKeyOf(api.roster, { params: { id } });

/** The arrangementer the person is invited to; none for a person the matrix does not let read them (role none). */
export function useClubEvents() {
  const can = useCan();
  return useQuery<ClubEvent[]>({ queryKey: CLUB_EVENTS_KEY, enabled: can('clubEvents.read') });
}
export function useClubEvent(id: number) {
  return useQuery<ClubEvent>({ queryKey: clubEventKey(id) });
}
export function useRoster(id: number, enabled: boolean) {
  return useQuery<ClubEventRoster>({ queryKey: rosterKey(id), enabled });
}

function useRefresh(id?: number) {
  const queryClient = useQueryClient();
  return (event?: ClubEvent) => {
    if (event) queryClient.setQueryData(clubEventKey(event.id), event);
    // An answer may open or settle a payment: Betalinger must not open on the list from before it.
    const keys = [CLUB_EVENTS_KEY, queryKeyOf(paymentsEndpoints.list), ...(id ? [rosterKey(id)] : [])];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

export function useSaveClubEvent(id?: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: SaveClubEventRequest) => (id ? call(api.update, { params: { id }, body }) : call(api.create, { body })),
    onSuccess: (event) => refresh(event),
  });
}
export function useCancelClubEvent(id: number) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: () => call(api.cancel, { params: { id } }), onSuccess: (event) => refresh(event) });
}
export function useAnswerClubEvent(id: number) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: (body: AnswerClubEventRequest) => call(api.answer, { params: { id }, body }), onSuccess: (event) => refresh(event) });
}
export function useRemindClubEvent(id: number) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: () => call(api.remind, { params: { id } }), onSuccess: () => refresh() });
}

/** The server's Danish message of a refused change. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** The participant list as the server writes it (through the one CSV writer), saved with its BOM for Excel. */
export async function downloadRosterCsv(id: number, title: string) {
  const text = (await call(api.rosterCsv, { params: { id } })) as unknown as string;
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}-deltagere.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

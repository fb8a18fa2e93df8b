import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceSheet } from '@common/contracts/attendance';
import { attendanceEndpoints as api } from '@common/contracts/endpoints/attendance';
import { homeEndpoints } from '@common/contracts/endpoints/home';
import { call, queryKeyOf } from './api-client';

const endpoints = { match: [api.match, api.setMatch], training: [api.training, api.setTraining] } as const;

/** Fremmøde for one match or training (staff): the list, and saving who came. */
export function useAttendanceSheet(kind: 'match' | 'training', id: number, enabled: boolean) {
  return useQuery<AttendanceSheet | null>({
    queryKey: queryKeyOf(endpoints[kind][0], { params: { id } }),
    enabled,
  });
}

export function useSaveAttendance(kind: 'match' | 'training', id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (present: number[]) => call(endpoints[kind][1], { params: { id }, body: { present } }),
    onSuccess: (sheet) => {
      queryClient.setQueryData(queryKeyOf(endpoints[kind][0], { params: { id } }), sheet);
      // What counts it: Fremmøde's 'mangler fremmøde' and figures, and Hjem's 'Til dig'.
      for (const key of [queryKeyOf(api.missing), queryKeyOf(api.statistics), queryKeyOf(homeEndpoints.forYou)])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { AttendanceStats, AttendanceStatsQuery } from '@common/contracts/attendance';
import { attendanceEndpoints as api } from '@common/contracts/endpoints/attendance';
import { call, queryKeyOf } from '../../lib/api-client';

export function useAttendanceStats(query: AttendanceStatsQuery | null) {
  return useQuery<AttendanceStats | null>({
    queryKey: queryKeyOf(api.statistics, { query: query ?? undefined }),
    queryFn: ({ signal }) => call(api.statistics, { query: query!, signal }),
    enabled: query !== null,
  });
}

/** The CSV as the server makes it (semicolons, Danish headers), saved with its UTF-8 BOM for Excel. */
export async function downloadAttendanceCsv(query: AttendanceStatsQuery) {
  const text = (await call(api.statistics, { query: { ...query, format: 'csv' } })) as unknown as string;
  // fetch's text() drops the BOM; Danish Excel needs it to read UTF-8.
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `fremmoede-${query.team}-${query.from}-${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

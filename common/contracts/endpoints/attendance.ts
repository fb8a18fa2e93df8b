import { get, put } from '../endpoint';
import type {
  AttendanceRequest,
  AttendanceSheet,
  AttendanceStats,
  AttendanceStatsQuery,
  MissingAttendance,
  MissingAttendanceQuery,
  OwnAttendance,
  OwnAttendanceQuery,
} from '../attendance';

/** Fremmøde (decision 072): registering who came, and the statistics (CSV with format=csv). */
export const attendanceEndpoints = {
  training: get<AttendanceSheet>()('/api/training/:id/attendance'),
  setTraining: put<AttendanceSheet, AttendanceRequest>()('/api/training/:id/attendance'),
  match: get<AttendanceSheet>()('/api/matches/:id/attendance'),
  setMatch: put<AttendanceSheet, AttendanceRequest>()('/api/matches/:id/attendance'),
  statistics: get<AttendanceStats, undefined, AttendanceStatsQuery>()('/api/statistics/attendance'),
  /** The events of the last 14 days still without attendance (Fremmøde's list). */
  missing: get<MissingAttendance, undefined, MissingAttendanceQuery>()('/api/attendance/missing'),
  /** A player's own figures on Profil. */
  mine: get<OwnAttendance, undefined, OwnAttendanceQuery>()('/api/user/attendance'),
};

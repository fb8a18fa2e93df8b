/** What the attendance area offers other areas: the events still without attendance (Hjem's 'Til dig'). */
export { eventsWithoutAttendance, type MissingAttendance } from './events-without-attendance';

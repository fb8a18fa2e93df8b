/** What the absences area offers other areas: masking absence notes in answers (decision 093). */
export { absenceNotes, type AbsenceNotes } from './absence-notes';

import { z } from 'zod';
import { DEFAULT_TRAINING_LOCATION } from '@common/contracts/training';
import { copenhagenToInstant, copenhagenWallClockProblem, instantToCopenhagen, NONEXISTENT_TIME_MESSAGE } from '@common/domain/time';

/** The form a person fills in: Copenhagen date and time separately (D1), converted on submit. */
export const trainingFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Titel er påkrævet').max(100, 'Titlen må højst være 100 tegn'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig dato'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ugyldigt tidspunkt'),
    location: z.string().trim().min(1, 'Sted er påkrævet').max(100, 'Stedet må højst være 100 tegn'),
    team: z.string(),
    notes: z.string().max(1000, 'Noterne må højst være 1000 tegn'),
  })
  .superRefine((v, ctx) => {
    const problem = copenhagenWallClockProblem(v.date, v.time);
    if (problem === 'nonexistent-time') ctx.addIssue({ code: 'custom', path: ['time'], message: NONEXISTENT_TIME_MESSAGE });
    else if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Ugyldig dato' });
  });
export type TrainingFormValues = z.infer<typeof trainingFormSchema>;

export function toTrainingBody(values: TrainingFormValues) {
  return {
    title: values.title.trim(),
    date: copenhagenToInstant(values.date, values.time).toISOString(),
    location: values.location.trim(),
    team: values.team || null,
    notes: values.notes.trim() || null,
  };
}

export function formValuesOf(training?: { title: string; date: string; location: string; team: string | null; notes: string | null }): TrainingFormValues {
  if (!training) return { title: '', date: '', time: '19:00', location: DEFAULT_TRAINING_LOCATION, team: '', notes: '' };
  const local = instantToCopenhagen(training.date);
  return { title: training.title, date: local.date, time: local.time, location: training.location, team: training.team ?? '', notes: training.notes ?? '' };
}

export const WEEKDAYS = [
  { value: 1, label: 'Man', name: 'Mandag' },
  { value: 2, label: 'Tir', name: 'Tirsdag' },
  { value: 3, label: 'Ons', name: 'Onsdag' },
  { value: 4, label: 'Tor', name: 'Torsdag' },
  { value: 5, label: 'Fre', name: 'Fredag' },
  { value: 6, label: 'Lør', name: 'Lørdag' },
  { value: 7, label: 'Søn', name: 'Søndag' },
];

export const seriesFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Titel er påkrævet').max(100, 'Titlen må højst være 100 tegn'),
    team: z.string(),
    weekdays: z.array(z.string()).min(1, 'Vælg mindst én ugedag'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ugyldigt tidspunkt'),
    location: z.string().trim().min(1, 'Sted er påkrævet').max(100, 'Stedet må højst være 100 tegn'),
    fromDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig startdato'),
    toDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig slutdato'),
    notes: z.string().max(1000, 'Noterne må højst være 1000 tegn'),
  })
  .refine((v) => v.toDate >= v.fromDate, { path: ['toDate'], message: 'Slutdatoen skal være efter startdatoen' });
export type SeriesFormValues = z.infer<typeof seriesFormSchema>;

import { z } from 'zod';
import { answerComment } from './availability-comment';
import { idInUrl } from './ids';

/** Arrangementer (decision 108): requests and answers of the club-events area. */

export const CLUB_EVENT_TITLE_MISSING = 'Udfyld venligst en titel';
const when = (message: string) => z.iso.datetime({ offset: true, error: message });
const ore = (message: string) => z.number({ error: message }).int(message).min(100, message).max(10_000_000, message);

export const clubEventAudience = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('club') }),
    z.strictObject({
      kind: z.literal('teams'),
      teams: z.array(z.string().trim().min(1).max(40), { error: 'Vælg mindst ét hold' }).min(1, 'Vælg mindst ét hold').max(50),
    }),
    z.strictObject({ kind: z.literal('role'), role: z.enum(['player', 'coach', 'board', 'admin'], { error: 'Ugyldig rolle' }) }),
    z.strictObject({ kind: z.literal('supporters') }),
  ],
  { error: 'Vælg hvem der er inviteret' },
);

export const clubEventQuestionInput = z.strictObject({
  text: z.string({ error: 'Udfyld spørgsmålet' }).trim().min(1, 'Udfyld spørgsmålet').max(200, 'Spørgsmålet må højst være 200 tegn'),
  choices: z
    .array(z.string().trim().min(1, 'Et svar må ikke være tomt').max(100, 'Et svar må højst være 100 tegn'), { error: 'Giv mindst to svarmuligheder' })
    .min(2, 'Giv mindst to svarmuligheder')
    .max(12, 'Højst 12 svarmuligheder')
    .refine((c) => new Set(c).size === c.length, 'Svarmulighederne skal være forskellige'),
});

export const saveClubEventRequest = z
  .strictObject({
    title: z.string({ error: CLUB_EVENT_TITLE_MISSING }).trim().min(1, CLUB_EVENT_TITLE_MISSING).max(120, 'Titlen må højst være 120 tegn'),
    description: z.string({ error: 'Ugyldig beskrivelse' }).trim().max(5000, 'Beskrivelsen må højst være 5000 tegn').optional().default(''),
    startsAt: when('Vælg hvornår arrangementet starter'),
    endsAt: when('Vælg hvornår arrangementet slutter'),
    place: z.string({ error: 'Ugyldigt sted' }).trim().max(200, 'Stedet må højst være 200 tegn').optional().default(''),
    audience: clubEventAudience,
    capacity: z.number({ error: 'Antal pladser skal være et helt tal fra 1 til 10.000' }).int('Antal pladser skal være et helt tal fra 1 til 10.000').min(1, 'Antal pladser skal være et helt tal fra 1 til 10.000').max(10_000, 'Antal pladser skal være et helt tal fra 1 til 10.000').nullable().optional().default(null),
    deadline: when('Ugyldig svarfrist').nullable().optional().default(null),
    price: ore('Prisen skal være mindst 1 kr').nullable().optional().default(null),
    supporterPrice: ore('Støttemedlemmernes pris skal være mindst 1 kr').nullable().optional().default(null),
    guestsPerMember: z.number({ error: 'Gæster pr. medlem skal være fra 0 til 10' }).int('Gæster pr. medlem skal være fra 0 til 10').min(0, 'Gæster pr. medlem skal være fra 0 til 10').max(10, 'Gæster pr. medlem skal være fra 0 til 10').optional().default(0),
    questions: z.array(clubEventQuestionInput, { error: 'Ugyldige spørgsmål' }).max(5, 'Højst 5 spørgsmål').optional().default([]),
  })
  .refine((v) => Date.parse(v.endsAt) >= Date.parse(v.startsAt), { path: ['endsAt'], message: 'Slut skal være efter start' })
  .refine((v) => v.deadline === null || Date.parse(v.deadline) <= Date.parse(v.startsAt), {
    path: ['deadline'],
    message: 'Svarfristen skal være før arrangementet starter',
  })
  .refine((v) => v.supporterPrice === null || v.price !== null, {
    path: ['supporterPrice'],
    message: 'Angiv en pris, før du angiver støttemedlemmernes pris',
  });
export type SaveClubEventRequest = z.input<typeof saveClubEventRequest>;

export const clubEventIdParams = z.strictObject({ id: idInUrl('Ugyldigt arrangement') });

export const answerClubEventRequest = z.strictObject({
  /** 'going' takes a place if one is free (holding it while paying), else the waiting list. */
  status: z.enum(['going', 'not_going'], { error: 'Vælg Deltager eller Deltager ikke' }),
  guests: z.number({ error: 'Ugyldigt antal gæster' }).int('Ugyldigt antal gæster').min(0, 'Ugyldigt antal gæster').max(10, 'Ugyldigt antal gæster').optional().default(0),
  choices: z.record(z.string().max(40), z.string().max(100), { error: 'Ugyldige svar' }).optional().default({}),
  comment: answerComment,
});
export type AnswerClubEventRequest = z.input<typeof answerClubEventRequest>;

const person = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() });

export const clubEventStatus = z.enum(['going', 'not_going', 'held', 'waiting', 'offered', 'released', 'passed']);

export const myClubEventAnswer = z.object({
  status: clubEventStatus,
  guests: z.number().int(),
  choices: z.record(z.string(), z.string()),
  comment: z.string().nullable(),
  paid: z.boolean(),
  /** The outstanding payment to pay (a hold or an offer), opened on Betalinger. */
  paymentId: z.number().int().nullable(),
  heldUntil: z.string().nullable(),
  offerUntil: z.string().nullable(),
  waitingPosition: z.number().int().nullable(),
});

export const clubEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  audience: clubEventAudience,
  capacity: z.number().int().nullable(),
  deadline: z.string().nullable(),
  price: z.number().int().nullable(),
  supporterPrice: z.number().int().nullable(),
  /** What the reader pays per person. */
  yourPrice: z.number().int().nullable(),
  guestsPerMember: z.number().int(),
  questions: z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()) })),
  cancelled: z.boolean(),
  going: z.number().int(),
  placesLeft: z.number().int().nullable(),
  waiting: z.number().int(),
  /** Up to 8 of those coming, for the faces. */
  faces: z.array(person),
  mine: myClubEventAnswer.nullable(),
  /** The reader is among those invited (an organiser may see one without being invited); Hjem's card shows only these. */
  invited: z.boolean(),
  canOrganise: z.boolean(),
});
export type ClubEvent = z.infer<typeof clubEventSchema>;
export const clubEventListSchema = z.array(clubEventSchema);

export const clubEventRosterRow = z.object({
  person,
  status: clubEventStatus,
  guests: z.number().int(),
  choices: z.record(z.string(), z.string()),
  comment: z.string().nullable(),
  /** paid | unpaid | free */
  payment: z.enum(['paid', 'unpaid', 'free']),
  amount: z.number().int().nullable(),
  latePayment: z.boolean(),
  cancelledAfterPaying: z.boolean(),
  answeredAt: z.string(),
});
export const clubEventRosterSchema = z.object({
  going: z.array(clubEventRosterRow),
  waiting: z.array(clubEventRosterRow),
  notGoing: z.array(clubEventRosterRow),
  notAnswered: z.array(person),
  /** Per question: each choice and how many chose it (guests included). */
  choiceCounts: z.array(z.object({ id: z.string(), text: z.string(), counts: z.array(z.object({ choice: z.string(), count: z.number().int() })) })),
  paidTotal: z.number().int(),
  remindWaitSeconds: z.number().int(),
});
export type ClubEventRoster = z.infer<typeof clubEventRosterSchema>;

export const clubEventRemindResponse = z.object({ reminded: z.number().int() });
export const clubEventOkResponse = z.object({ success: z.literal(true) });

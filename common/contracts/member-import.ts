import { z } from 'zod';
import { ROLES } from '../domain/roles';

/**
 * Importér medlemmer (decision 100): a member list from a spreadsheet, previewed, corrected and
 * confirmed. The file is read once into rows of text by field; the client may correct a row's
 * text and choose what happens to people who already exist, and sends the rows back, where the
 * server checks every row again before anything is written.
 */

/** The largest file (the form says it). */
export const MEMBER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most people in one import: a club of 3,000 fits with room to spare. */
export const MEMBER_IMPORT_MAX_ROWS = 5000;

/** What a row says about a person, as text (what the file or the corrector wrote). */
export const MEMBER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'team',
  'birthDate',
  'address',
  'postalCode',
  'jerseyNumber',
  'memberNumber',
  'role',
  'paidUntil',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

/** What a column can hold: a field, one column for two (Navn), or the town, kept with the postcode ('Postnr. og by'). */
export const COLUMN_FIELDS = [...MEMBER_FIELDS, 'fullName', 'postalCodeAndCity', 'city'] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];

/** Danish names of the fields and columns, for the preview and its messages. */
export const COLUMN_FIELD_LABELS: Record<ColumnField, string> = {
  firstName: 'Fornavn',
  lastName: 'Efternavn',
  fullName: 'Navn (fornavn og efternavn)',
  email: 'E-mail',
  phone: 'Mobil',
  team: 'Hold',
  birthDate: 'Fødselsdato',
  address: 'Adresse',
  postalCode: 'Postnr.',
  city: 'By',
  postalCodeAndCity: 'Postnr. og by',
  jerseyNumber: 'Trøjenummer',
  memberNumber: 'Medlemsnummer',
  role: 'Rolle',
  paidUntil: 'Medlemskab udløber',
};

/** Any text a cell may hold; each field's own rule is the row check's, as a message on the row. */
const text = () => z.string().max(500, 'Højst 500 tegn i et felt').optional();

/** A row's fields as text; a field left out is empty. */
export const memberRowValues = z.strictObject({
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  team: text(),
  birthDate: text(),
  address: text(),
  postalCode: text(),
  jerseyNumber: text(),
  memberNumber: text(),
  role: text(),
  paidUntil: text(),
});
export type MemberRowValues = z.infer<typeof memberRowValues>;

/** A person who already exists: update them with the row, skip the row, or (not matched by e-mail) create a new person anyway. */
export const EXISTING_CHOICES = ['update', 'skip', 'create'] as const;
export type ExistingChoice = (typeof EXISTING_CHOICES)[number];

export const memberImportRow = z.strictObject({
  /** The row's number in the file, for messages ('Række 7'). */
  line: z.number().int('Ugyldig række').min(1, 'Ugyldig række').max(1_000_000, 'Ugyldig række'),
  values: memberRowValues,
  onExisting: z.enum(EXISTING_CHOICES, 'Vælg Opdatér eller Spring over').optional(),
});
export type MemberImportRow = z.infer<typeof memberImportRow>;

/** POST …/import/check and POST …/import: every row, as the preview holds them now. */
export const memberImportRequest = z.strictObject({
  rows: z
    .array(memberImportRow)
    .min(1, 'Der er ingen rækker at importere')
    .max(MEMBER_IMPORT_MAX_ROWS, `Højst ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('da-DK')} rækker ad gangen`),
});
export type MemberImportRequest = z.infer<typeof memberImportRequest>;

/** The multipart form of the preview: the file, and the columns mapped by hand (JSON: field or 'ignore' per column). */
export const columnMappingField = z.array(z.enum([...COLUMN_FIELDS, 'ignore'])).max(200);
export type ColumnMapping = z.infer<typeof columnMappingField>;

export const ROW_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

const existingPerson = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  /** How the row was recognised. */
  matchedBy: z.enum(['email', 'phone', 'nameAndBirthDate']),
});

export const previewRow = z.object({
  line: z.number().int(),
  values: memberRowValues,
  onExisting: z.enum(EXISTING_CHOICES).nullable(),
  action: z.enum(ROW_ACTIONS),
  /** Danish messages by field ('_' for the row as a whole); a row with any is never written. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** What the person will get that the row did not say as such ('Medlemsnummer 123 er optaget; får RU-0456'). */
  notes: z.array(z.string()),
  existing: existingPerson.nullable(),
  /** The team's name as the club calls it, when the row names one. */
  teamName: z.string().nullable(),
  /** The role the person gets (a player without a paid-until date: 'none', paying as invited). */
  role: z.enum(ROLES).nullable(),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const importCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const memberImportColumn = z.object({
  index: z.number().int(),
  header: z.string(),
  field: z.enum(COLUMN_FIELDS).nullable(),
  /** The first few values, to recognise the column by. */
  examples: z.array(z.string()),
});
export type MemberImportColumn = z.infer<typeof memberImportColumn>;

export const memberImportPreview = z.object({
  /** Only from the file: its columns as read, mapped or not. */
  columns: z.array(memberImportColumn),
  rows: z.array(previewRow),
  counts: importCounts,
  /** About the file as a whole ('Ingen kolonne med navne …'). */
  notices: z.array(z.string()),
});
export type MemberImportPreview = z.infer<typeof memberImportPreview>;

export const importedPerson = z.object({
  id: z.number().int(),
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  memberNumber: z.string(),
});
export type ImportedPerson = z.infer<typeof importedPerson>;

export const memberImportResult = z.object({
  message: z.string(),
  counts: importCounts,
  created: z.array(importedPerson),
  updated: z.array(importedPerson),
  /** Rows that were not written, with why. */
  notWritten: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type MemberImportResult = z.infer<typeof memberImportResult>;

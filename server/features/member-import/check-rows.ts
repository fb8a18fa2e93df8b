import { birthDateField, emailField, firstNameField, lastNameField } from '@common/contracts/registration';
import type {
  ExistingChoice,
  ImportCounts,
  MemberImportRow,
  MemberRowValues,
  PreviewRow,
} from '@common/contracts/member-import';
import { memberRoleLabel } from '@common/domain/club-identity';
import { danishNumericDate } from '@common/domain/danish-dates';
import { canAssignRole, canManagePerson } from '@common/domain/role-assignment';
import { isRole, type Role } from '@common/domain/roles';
import { normaliseTeamName } from '../../lib/spreadsheet/cells';
import {
  formatMemberNumber,
  looksLikeFormula,
  nameKey,
  parseMemberDate,
  parseMemberNumber,
  parseRole,
  phoneKey,
} from './member-cells';

/** A person already in the club whom a row may name. */
export interface ExistingPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  birthDate: string | null;
  role: string;
}

export interface CheckContext {
  actor: { id: number; role: Role };
  teams: ReadonlyArray<{ code: string; displayName: string; dbuName: string }>;
  /** Everyone the rows' e-mails, phones or birth dates could name. */
  existing: readonly ExistingPerson[];
  /** Which of the rows' member numbers people already have. */
  takenMemberNumbers: ReadonlySet<string>;
  /** The number the club's numbering gives next (for the preview's notes; the write takes its own). */
  nextMemberNumber: number;
  /** Copenhagen's date today, 'YYYY-MM-DD'. */
  today: string;
  /** The club's short name: its member numbers' prefix and its supporter role's name (decision 105). */
  shortName: string;
}

/** What a valid row writes. */
export interface RowPerson {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  team: string | null;
  birthDate: string | null;
  address: string | null;
  postalCode: string | null;
  jerseyNumber: number | null;
  /** The file's number when it is free; null: the club's next number. */
  memberNumber: string | null;
  /** The role the row names (a player: 'player'), and whether the row named one at all. */
  role: Role;
  roleGiven: boolean;
  /** A paid-until date still to come: a membership given by the club until then. */
  paidUntil: string | null;
}

export interface CheckedRow extends PreviewRow {
  person: RowPerson | null;
  existingId: number | null;
  existingEmailConfirmed: boolean;
}

const FORMULA = 'Feltet er en formel, ikke en værdi. Skriv værdien i stedet.';
const FIELDS_OF_TEXT: Array<keyof MemberRowValues> = [
  'firstName', 'lastName', 'email', 'phone', 'team', 'birthDate', 'address', 'postalCode', 'jerseyNumber', 'memberNumber', 'role', 'paidUntil',
];
const ROLE_NAMES: Record<Exclude<Role, 'member'>, string> = {
  none: 'Ikke betalt',
  player: 'Spiller',
  coach: 'Træner',
  board: 'Bestyrelse',
  admin: 'Admin',
};

const roleName = (role: Role, shortName: string) => (role === 'member' ? memberRoleLabel(shortName) : ROLE_NAMES[role]);

/**
 * Checks every row of an import against the club and against the other rows (decision 100):
 * what each row becomes (create, update, skip) or why it cannot be written, in Danish by field.
 * Pure: the caller reads the club (teams, people the rows may name, taken member numbers) first.
 * The same check runs for the preview, for corrected rows and again when the import is confirmed.
 */
export function checkRows(rows: readonly MemberImportRow[], ctx: CheckContext): CheckedRow[] {
  const teamsByName = new Map<string, { code: string; displayName: string }>();
  for (const team of ctx.teams) {
    for (const name of [team.code, team.displayName, team.dbuName]) {
      if (name.trim()) teamsByName.set(normaliseTeamName(name), team);
    }
  }
  const byEmail = new Map<string, ExistingPerson>();
  const byPhone = new Map<string, ExistingPerson>();
  const byNameAndBirth = new Map<string, ExistingPerson>();
  for (const person of ctx.existing) {
    if (person.email) byEmail.set(person.email.toLowerCase(), person);
    if (person.phoneNumber && !byPhone.has(phoneKey(person.phoneNumber))) byPhone.set(phoneKey(person.phoneNumber), person);
    if (person.birthDate) byNameAndBirth.set(`${nameKey(person.firstName, person.lastName)}|${person.birthDate}`, person);
  }

  const firstLineWith = { email: new Map<string, number>(), phone: new Map<string, number>(), existing: new Map<number, number>() };
  const checkedRows = rows.map((row) => {
    const checked = checkRow(row, ctx, teamsByName);
    const { person } = checked;
    const error = (field: string, message: string) => checked.errors.push({ field, message });
    if (person) {
      // The same person twice in the file: the later row is the duplicate.
      const emailKey = person.email?.toLowerCase();
      if (emailKey) {
        const first = firstLineWith.email.get(emailKey);
        if (first !== undefined) error('email', `Samme e-mail som række ${first}`);
        else firstLineWith.email.set(emailKey, row.line);
      }
      if (person.phoneNumber) {
        const first = firstLineWith.phone.get(person.phoneNumber);
        if (first !== undefined) error('phone', `Samme mobilnummer som række ${first}`);
        else firstLineWith.phone.set(person.phoneNumber, row.line);
      }
      matchExisting(checked, person, row.onExisting, { byEmail, byPhone, byNameAndBirth }, firstLineWith.existing, ctx);
    }
    if (checked.errors.length > 0) {
      checked.action = 'error';
      checked.person = null;
    }
    return checked;
  });
  giveMemberNumbers(checkedRows, ctx);
  return checkedRows;
}

/**
 * Member numbers of the rows that create someone: a free number from the file is kept; one taken,
 * or named by an earlier row, gets the club's next number, counted from after the highest number
 * kept (as the write moves the numbering there), and the row says so.
 */
function giveMemberNumbers(rows: CheckedRow[], ctx: CheckContext) {
  const creates = rows.filter((r) => r.action === 'create' && r.person);
  const firstLineWith = new Map<string, number>();
  const kept: CheckedRow[] = [];
  const why = new Map<CheckedRow, string>();
  for (const row of creates) {
    const wanted = row.person!.memberNumber;
    if (!wanted) continue;
    const first = firstLineWith.get(wanted);
    const written = row.values.memberNumber!.trim();
    if (first !== undefined) why.set(row, `Medlemsnummer ${written} står også i række ${first}`);
    else if (ctx.takenMemberNumbers.has(wanted)) why.set(row, `Medlemsnummer ${written} er optaget`);
    else {
      firstLineWith.set(wanted, row.line);
      kept.push(row);
      continue;
    }
    row.person!.memberNumber = null;
  }
  // The write gives the club's numbers in row order, after the highest number kept.
  let next = Math.max(ctx.nextMemberNumber, 1 + highestClubNumber(kept.map((r) => r.person!), ctx.shortName));
  for (const row of creates) {
    if (row.person!.memberNumber) continue;
    const given = formatMemberNumber(next++, ctx.shortName);
    const reason = why.get(row);
    if (reason) row.notes.push(`${reason}; får ${given}`);
  }
}

/** The highest of the club's own numbers among these (RU-0123 → 123), 0 when none. */
export function highestClubNumber(people: ReadonlyArray<Pick<RowPerson, 'memberNumber'>>, shortName: string): number {
  let max = 0;
  for (const { memberNumber } of people) {
    const parsed = memberNumber ? parseMemberNumber(memberNumber, shortName) : null;
    if (parsed?.value) max = Math.max(max, parsed.value);
  }
  return max;
}

export function countActions(rows: readonly PreviewRow[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.action]++;
  return counts;
}

function checkRow(
  row: MemberImportRow,
  ctx: CheckContext,
  teamsByName: Map<string, { code: string; displayName: string }>,
): CheckedRow {
  const v = row.values;
  const checked: CheckedRow = {
    line: row.line,
    values: v,
    onExisting: null,
    action: 'create',
    errors: [],
    notes: [],
    existing: null,
    teamName: null,
    role: null,
    person: null,
    existingId: null,
    existingEmailConfirmed: false,
  };
  const error = (field: string, message: string) => {
    if (!checked.errors.some((e) => e.field === field)) checked.errors.push({ field, message });
  };
  const value = (field: keyof MemberRowValues) => (v[field] ?? '').trim();

  for (const field of FIELDS_OF_TEXT) {
    const text = value(field);
    if (text.startsWith('=') || ((field === 'firstName' || field === 'lastName' || field === 'team' || field === 'address') && looksLikeFormula(text))) {
      error(field, FORMULA);
    }
  }

  const firstName = value('firstName');
  const lastName = value('lastName');
  if (!firstName && !lastName) error('firstName', 'Navn mangler');
  const first = firstNameField.safeParse(firstName);
  if (!first.success) error('firstName', first.error.issues[0]!.message);
  const last = lastNameField.safeParse(lastName);
  if (!last.success) error('lastName', last.error.issues[0]!.message);

  const emailText = value('email');
  let email: string | null = null;
  if (emailText) {
    const parsed = emailField.safeParse(emailText);
    if (parsed.success) email = parsed.data;
    else error('email', 'Ugyldig email');
  }

  let phoneNumber: string | null = null;
  const phoneText = value('phone');
  if (phoneText) {
    const digits = phoneKey(phoneText);
    if (/^[\d\s+()./-]+$/.test(phoneText) && digits.length === 8) phoneNumber = digits;
    else error('phone', 'Mobilnummer skal være 8 cifre');
  }

  let team: string | null = null;
  const teamText = value('team');
  if (teamText) {
    const found = teamsByName.get(normaliseTeamName(teamText));
    if (found) {
      team = found.code;
      checked.teamName = found.displayName;
    } else {
      error('team', `Ukendt hold "${teamText.length > 40 ? `${teamText.slice(0, 40)}…` : teamText}"`);
    }
  }

  let birthDate: string | null = null;
  const birthText = value('birthDate');
  if (birthText) {
    const date = parseMemberDate(birthText);
    if (date && birthDateField.safeParse(date).success) birthDate = date;
    else error('birthDate', 'Ugyldig fødselsdato (skriv fx 03-05-1990)');
  }

  const address = value('address');
  if (address.length > 200) error('address', 'Adressen må højst være 200 tegn');
  const postalCode = value('postalCode');
  if (postalCode.length > 100) error('postalCode', 'Postnummer og by må højst være 100 tegn');

  let jerseyNumber: number | null = null;
  const jerseyText = value('jerseyNumber');
  if (jerseyText) {
    const n = /^\d{1,2}$/.test(jerseyText) ? Number(jerseyText) : NaN;
    if (n >= 1 && n <= 99) jerseyNumber = n;
    else error('jerseyNumber', 'Trøjenummer skal være et tal mellem 1 og 99');
  }

  let memberNumber: string | null = null;
  const numberText = value('memberNumber');
  if (numberText) {
    const parsed = parseMemberNumber(numberText, ctx.shortName);
    if (parsed) memberNumber = parsed.number;
    else error('memberNumber', 'Ugyldigt medlemsnummer (brug tal, bogstaver og bindestreg, højst 20 tegn)');
  }

  const roleText = value('role');
  const role = parseRole(roleText, ctx.shortName);
  if (!role) error('role', `Ukendt rolle "${roleText.slice(0, 40)}" (brug Spiller, Træner, Bestyrelse, Medlem eller Admin)`);

  let paidUntil: string | null = null;
  const paidText = value('paidUntil');
  if (paidText) {
    const date = parseMemberDate(paidText);
    if (!date) error('paidUntil', 'Ugyldig dato (skriv fx 31-12-2026)');
    else if (date >= ctx.today) paidUntil = date;
    else checked.notes.push(`Medlemskabet udløb ${danishNumericDate(date)}: betaler som inviteret`);
  }

  if (checked.errors.length > 0 || !role) return checked;
  checked.person = {
    firstName: first.data!,
    lastName: last.data!,
    email,
    phoneNumber,
    team,
    birthDate,
    address: address || null,
    postalCode: postalCode || null,
    jerseyNumber,
    memberNumber,
    role,
    roleGiven: roleText !== '',
    paidUntil,
  };
  return checked;
}

/** The role a new person gets: a player pays as an invited player does unless the club says they have paid (decision 100). */
export function roleOnCreate(person: Pick<RowPerson, 'role' | 'paidUntil'>): Role {
  return person.role === 'player' && !person.paidUntil ? 'none' : person.role;
}

function matchExisting(
  checked: CheckedRow,
  person: RowPerson,
  choice: ExistingChoice | undefined,
  index: { byEmail: Map<string, ExistingPerson>; byPhone: Map<string, ExistingPerson>; byNameAndBirth: Map<string, ExistingPerson> },
  firstLineWithExisting: Map<number, number>,
  ctx: CheckContext,
) {
  const error = (field: string, message: string) => checked.errors.push({ field, message });
  const byEmail = person.email ? index.byEmail.get(person.email.toLowerCase()) : undefined;
  const byPhone = person.phoneNumber ? index.byPhone.get(person.phoneNumber) : undefined;
  const byName = person.birthDate ? index.byNameAndBirth.get(`${nameKey(person.firstName, person.lastName)}|${person.birthDate}`) : undefined;
  const match = byEmail ?? byPhone ?? byName;
  const newRole = roleOnCreate(person);
  if (!match) {
    checked.role = newRole;
    if (!canAssignRole(ctx.actor, null, person.role)) error('role', `Du kan ikke give rollen ${roleName(person.role, ctx.shortName)}`);
    if (!person.email) checked.notes.push('Ingen e-mail: kan ikke inviteres, før en adresse er tilføjet');
    return;
  }
  const matchedBy = byEmail ? 'email' : byPhone ? 'phone' : 'nameAndBirthDate';
  const role = isRole(match.role) ? match.role : 'none';
  checked.existing = { id: match.id, firstName: match.firstName, lastName: match.lastName, email: match.email, role, matchedBy };
  checked.existingId = match.id;
  checked.existingEmailConfirmed = match.emailConfirmed;
  const first = firstLineWithExisting.get(match.id);
  if (first !== undefined) {
    error('_', `Samme person som række ${first} (${match.firstName} ${match.lastName})`);
    return;
  }
  firstLineWithExisting.set(match.id, checked.line);
  // An e-mail is one person's: a row with a known address can only be that person.
  const onExisting: ExistingChoice = choice === 'create' && matchedBy === 'email' ? 'skip' : (choice ?? 'skip');
  checked.onExisting = onExisting;
  if (onExisting === 'skip') {
    checked.action = 'skip';
    return;
  }
  if (onExisting === 'create') {
    checked.existing = { ...checked.existing };
    checked.existingId = null;
    checked.role = newRole;
    if (!canAssignRole(ctx.actor, null, person.role)) error('role', `Du kan ikke give rollen ${roleName(person.role, ctx.shortName)}`);
    return;
  }
  checked.action = 'update';
  if (!canManagePerson(ctx.actor, { id: match.id, role })) {
    error('_', `Du kan ikke ændre ${match.firstName} ${match.lastName}`);
    return;
  }
  // An empty role cell keeps the person's role; a named one goes through the role rule (D8).
  const target = person.roleGiven ? roleForUpdate(role, person) : role;
  checked.role = target;
  if (target !== role && !canAssignRole(ctx.actor, { id: match.id, role }, target)) {
    error('role', `Du kan ikke give ${match.firstName} ${match.lastName} rollen ${roleName(target, ctx.shortName)}`);
  }
  if (person.email && match.email && person.email.toLowerCase() !== match.email.toLowerCase()) {
    checked.notes.push(`Ny e-mail ${person.email}: skiftes, når ${match.firstName} bekræfter den fra sin indbakke`);
  }
}

/** A player named in the file stays unpaid ('none') until they pay, unless the file says they have. */
function roleForUpdate(current: Role, person: RowPerson): Role {
  if (person.role === 'player' && current === 'none' && !person.paidUntil) return 'none';
  return person.role;
}

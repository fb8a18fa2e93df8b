import type {
  ColumnMapping,
  ImportedPerson,
  MemberImportPreview,
  MemberImportResult,
  MemberImportRow,
  PreviewRow,
} from '@common/contracts/member-import';
import { DEFAULT_CLUB_IDENTITY } from '@common/domain/club-identity';
import { countText } from '@common/domain/danish-plural';
import { pricesFrom } from '@common/domain/prices';
import type { Role } from '@common/domain/roles';
import { copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';
import { firstFreeUsername, generateUsername } from '@common/domain/username';
import type { AppDeps } from '../../app-deps';
import { conflict, invalidInput } from '../../core/domain-error';
import { awaitingFee, grantedByClub, invited, type MembershipTerms } from '../../core/membership/membership-terms';
import { requestEmailChange } from '../../core/recovery/email-change';
import { uniqueViolation } from '../../lib/unique-violation';
import { SpreadsheetFileError } from '../../lib/spreadsheet/sheet-rows';
import { checkRows, countActions, highestClubNumber, roleOnCreate, type CheckedRow } from './check-rows';
import { parseMemberDate, parseMemberNumber, phoneKey } from './member-cells';
import type { ImportWrites, MemberImportRepository } from './member-import.repository';
import { readMemberFile } from './read-member-file';

type Deps = Pick<AppDeps, 'db' | 'teams' | 'sessions' | 'mail' | 'now'>;
interface Actor {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
}

/** POST …/import/preview: the file read and every row checked; nothing is written. */
export async function previewMemberFile(
  deps: Deps,
  repo: MemberImportRepository,
  actor: Actor,
  file: Uint8Array,
  mapping?: ColumnMapping,
): Promise<MemberImportPreview> {
  let read;
  try {
    read = await readMemberFile(file, mapping);
  } catch (error) {
    if (error instanceof SpreadsheetFileError) throw invalidInput(error.message, { file: error.message });
    throw error;
  }
  const rows = (await check(deps, repo, actor, read.rows)).map(toPreview);
  return { columns: read.columns, rows, counts: countActions(rows), notices: read.notices };
}

/** POST …/import/check: the rows as corrected in the preview, checked again; nothing is written. */
export async function checkMemberRows(deps: Deps, repo: MemberImportRepository, actor: Actor, rows: MemberImportRow[]): Promise<MemberImportPreview> {
  const checked = (await check(deps, repo, actor, rows)).map(toPreview);
  return { columns: [], rows: checked, counts: countActions(checked), notices: [] };
}

/**
 * POST …/import: every row checked again (the preview is never trusted), then the valid rows
 * written in one transaction, or none (decision 100). Rows with errors and skipped rows are
 * never written. After the commit: sessions of people whose role changed end (S3), and a new
 * address for an existing person goes through the confirmation mail (S20).
 */
export async function importMembers(deps: Deps, repo: MemberImportRepository, actor: Actor, rows: MemberImportRow[]): Promise<MemberImportResult> {
  const settings = await deps.teams.settings();
  const checked = await check(deps, repo, actor, rows);
  const now = deps.now();
  const prices = pricesFrom(settings);
  const creates = checked.filter((r) => r.action === 'create' && r.person);
  const updates = checked.filter((r) => r.action === 'update' && r.person && r.existingId !== null);

  const plan: ImportWrites = {
    creates: creates.map((row) => {
      const person = row.person!;
      const role = roleOnCreate(person);
      return {
        line: row.line,
        team: person.team,
        usernameBase: generateUsername(person.firstName, person.lastName).padEnd(3, '0'),
        user: {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          emailConfirmedAt: null,
          passwordHash: null,
          phoneNumber: person.phoneNumber,
          address: person.address,
          postalCode: person.postalCode,
          birthDate: person.birthDate,
          jerseyNumber: person.jerseyNumber,
          ...(person.memberNumber ? { memberNumber: person.memberNumber } : {}),
          role,
          ...termsOnCreate(role, person.paidUntil, prices, now),
          createdAt: now,
          updatedAt: now,
        },
      };
    }),
    updates: updates.map((row) => {
      const person = row.person!;
      const role = row.role ?? row.existing!.role;
      return {
        line: row.line,
        id: row.existingId!,
        team: person.team,
        patch: {
          firstName: person.firstName,
          lastName: person.lastName,
          ...(person.phoneNumber ? { phoneNumber: person.phoneNumber } : {}),
          ...(person.address ? { address: person.address } : {}),
          ...(person.postalCode ? { postalCode: person.postalCode } : {}),
          ...(person.birthDate ? { birthDate: person.birthDate } : {}),
          ...(person.jerseyNumber ? { jerseyNumber: person.jerseyNumber } : {}),
          ...(role !== row.existing!.role ? { role } : {}),
          ...(person.paidUntil ? grantedByClub(role === 'player' || role === 'none' ? 'player' : 'ru_member', endOfDay(person.paidUntil)) : {}),
          updatedAt: now,
        },
      };
    }),
    numbersFrom: highestClubNumber(creates.map((row) => row.person!), shortNameOf(settings)),
    pickUsername: (base, taken) => firstFreeUsername(base, taken),
  };

  let created: Array<{ id: number; memberNumber: string; line: number }>;
  try {
    created = await repo.write(plan);
  } catch (error) {
    if (uniqueViolation(error)) {
      throw conflict('Medlemslisten blev ændret, mens du importerede. Tjek forhåndsvisningen igen, og importér derefter.');
    }
    throw error;
  }

  for (const row of updates) {
    const existing = row.existing!;
    if (row.role && row.role !== existing.role) await deps.sessions.deleteAllForUser(existing.id);
    const email = row.person!.email;
    if (email && email.toLowerCase() !== existing.email?.toLowerCase()) {
      await requestEmailChange(deps, { id: existing.id, firstName: existing.firstName, email: existing.email, emailConfirmed: row.existingEmailConfirmed }, email, actor);
    }
  }

  const byLine = new Map(checked.map((r) => [r.line, r]));
  const createdPeople: ImportedPerson[] = created.map((c) => {
    const person = byLine.get(c.line)!.person!;
    return { id: c.id, line: c.line, firstName: person.firstName, lastName: person.lastName, email: person.email, memberNumber: c.memberNumber };
  });
  const updatedPeople: ImportedPerson[] = updates.map((row) => ({
    id: row.existingId!,
    line: row.line,
    firstName: row.person!.firstName,
    lastName: row.person!.lastName,
    email: row.existing!.email,
    memberNumber: '',
  }));
  const counts = countActions(checked);
  const notWritten = checked
    .filter((r) => r.action === 'error' || r.action === 'skip')
    .map((r) => ({ line: r.line, reason: r.action === 'skip' ? 'Sprunget over' : r.errors.map((e) => e.message).join('; ') }));
  const parts = [countText(createdPeople.length, 'oprettet', 'oprettet'), countText(updatedPeople.length, 'opdateret', 'opdateret')];
  if (counts.skip) parts.push(`${countText(counts.skip, 'sprunget', 'sprunget')} over`);
  if (counts.error) parts.push(`${countText(counts.error, 'række', 'rækker')} med fejl ikke importeret`);
  return { message: parts.join(', '), counts, created: createdPeople, updated: updatedPeople, notWritten };
}

/** The club's view of the rows: teams, the people they may name, the member numbers taken. */
async function check(deps: Deps, repo: MemberImportRepository, actor: Actor, rows: readonly MemberImportRow[]): Promise<CheckedRow[]> {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const birthDates = new Set<string>();
  for (const { values } of rows) {
    if (values.email?.trim()) emails.add(values.email.trim().toLowerCase());
    if (values.phone?.trim()) phones.add(phoneKey(values.phone));
    const birth = values.birthDate ? parseMemberDate(values.birthDate) : null;
    if (birth) birthDates.add(birth);
  }
  const shortName = shortNameOf(await deps.teams.settings());
  const [teams, existing, takenMemberNumbers, nextMemberNumber] = await Promise.all([
    deps.teams.list(),
    repo.findExisting({ emails: [...emails], phones: [...phones], birthDates: [...birthDates] }),
    repo.takenMemberNumbers(memberNumbersOf(rows, shortName)),
    repo.nextMemberNumber(),
  ]);
  return checkRows(rows, {
    actor,
    teams,
    existing,
    takenMemberNumbers,
    nextMemberNumber,
    today: instantToCopenhagen(deps.now()).date,
    shortName,
  });
}

/** The club's short name: the prefix of its member numbers (decision 105). */
const shortNameOf = (settings: { shortName: string } | undefined) => settings?.shortName ?? DEFAULT_CLUB_IDENTITY.shortName;

function memberNumbersOf(rows: readonly MemberImportRow[], shortName: string): string[] {
  return [...new Set(rows.flatMap((r) => {
    const parsed = r.values.memberNumber ? parseMemberNumber(r.values.memberNumber, shortName) : null;
    return parsed ? [parsed.number] : [];
  }))];
}

function toPreview(row: CheckedRow): PreviewRow {
  const { person: _person, existingId: _id, existingEmailConfirmed: _confirmed, ...preview } = row;
  return preview;
}

/** A membership paid until a day lasts through that day, Copenhagen time. */
function endOfDay(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return copenhagenToInstant(next.toISOString().slice(0, 10), '00:00');
}

/**
 * What a new person's membership is (decision 100): a paid-until date is a membership the club
 * gives until then; otherwise a player pays the player fee as an invited player does, an RU
 * member waits for the RU fee, and a coach or board member gets the club's RU membership as a
 * staff link gives it.
 */
function termsOnCreate(role: Role, paidUntil: string | null, prices: ReturnType<typeof pricesFrom>, now: Date): MembershipTerms {
  const type = role === 'player' || role === 'none' ? 'player' : 'ru_member';
  if (paidUntil) return grantedByClub(type, endOfDay(paidUntil));
  if (role === 'none') return invited(true, prices, now);
  if (role === 'member') return awaitingFee('ru_member');
  return invited(false, prices, now);
}


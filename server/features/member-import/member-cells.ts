import { memberRoleLabel } from '@common/domain/club-identity';
import type { Role } from '@common/domain/roles';
import { foldForSearch } from '@common/domain/search-fold';
import { parseDanishDate } from '../../lib/spreadsheet/cells';

/**
 * A date as clubs write it: 03-05-1990, 3.5.1990, 03/05/1990, 1990-05-03 (also what an Excel
 * date cell is read as). Returns 'YYYY-MM-DD' or null.
 */
export function parseMemberDate(cell: string): string | null {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return parseDanishDate(`${iso[3]}-${iso[2]}-${iso[1]}`)?.date ?? null;
  const danish = parseDanishDate(text);
  return danish && !danish.time ? danish.date : null;
}

/** 'Søren Kierkegaard Hansen' → Søren Kierkegaard / Hansen; 'Hansen, Søren' → Søren / Hansen. */
export function splitFullName(cell: string): { firstName: string; lastName: string } {
  const text = cell.replace(/\s+/g, ' ').trim();
  const comma = text.indexOf(',');
  if (comma > 0) return { firstName: text.slice(comma + 1).trim(), lastName: text.slice(0, comma).trim() };
  const space = text.lastIndexOf(' ');
  if (space < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

/**
 * A phone number's digits, without a leading +45 / 0045: how two numbers are compared ('+45 12
 * 34 56 78' and '12345678' are one number). The repository writes the same in SQL.
 */
export function phoneKey(cell: string): string {
  return cell.replace(/\D/g, '').replace(/^(00)?45(\d{8})$/, '$2');
}

/** A number a person can be called on: 8 digits, or an international number of 8–15. */
export function isPhoneNumber(cell: string): boolean {
  if (!/^[\d\s+()./-]+$/.test(cell.trim())) return false;
  const digits = cell.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15;
}

const roleKey = (text: string) => foldForSearch(text).replace(/[ -]/g, '');
const ROLE_NAMES: Record<string, Role> = {};
const addRole = (role: Role, names: string[]) => names.forEach((name) => (ROLE_NAMES[roleKey(name)] = role));
addRole('player', ['spiller', 'spillere', 'player', 'aktiv', 'aktivt medlem', 'aktiv spiller']);
addRole('coach', ['træner', 'trænere', 'coach', 'trainer', 'holdleder', 'assistenttræner']);
addRole('board', ['bestyrelse', 'bestyrelsesmedlem', 'bestyrelsen', 'board', 'board member', 'formand', 'kasserer']);
addRole('member', ['medlem', 'member', 'supporter', 'støttemedlem', 'passiv', 'passivt medlem']);
addRole('admin', ['admin', 'administrator']);

/**
 * The role a cell names (Danish or English, and the club's "<short name> Medlem"), 'player' for an
 * empty cell, or null when unknown.
 */
export function parseRole(cell: string, shortName: string): Role | null {
  const text = cell.trim();
  if (!text) return 'player';
  const key = roleKey(text);
  if (key === roleKey(memberRoleLabel(shortName))) return 'member';
  return ROLE_NAMES[key] ?? null;
}

/**
 * A member number as the club writes it. Digits are the club's own numbering, prefixed with its
 * short name ('123' and 'RU-0123' are one number, written RU-0123, with RU's data; decision 105);
 * any other short code is kept as written. Returns the number and, for the club's numbering, its
 * value; null when it cannot be one.
 */
export function parseMemberNumber(cell: string, shortName: string): { number: string; value: number | null } | null {
  const text = cell.trim();
  const prefix = shortName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const digits = new RegExp(`^(?:${prefix}\\s*-?\\s*)?0*(\\d{1,7})$`, 'i').exec(text);
  if (digits) {
    const value = Number(digits[1]);
    if (value < 1) return null;
    return { number: formatMemberNumber(value, shortName), value };
  }
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/.test(text) ? { number: text, value: null } : null;
}

/** The database's own format: the short name, '-' and at least four digits (next_member_number()). */
export function formatMemberNumber(value: number, shortName: string): string {
  return `${shortName}-${String(value).padStart(4, '0')}`;
}

/** A name, team or address that starts like a spreadsheet formula ('=HYPERLINK(…)', '@SUM…'). */
export function looksLikeFormula(cell: string): boolean {
  return /^[=@+\-\t\r]/.test(cell.trim()) && !/^\+?\d/.test(cell.trim());
}

/** Names compared the way people read them (case, accents and æ/ae spellings ignored). */
export function nameKey(firstName: string, lastName: string): string {
  return `${foldForSearch(firstName)}|${foldForSearch(lastName)}`;
}

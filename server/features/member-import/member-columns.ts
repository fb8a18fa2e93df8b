import type { ColumnField } from '@common/contracts/member-import';
import { foldForSearch } from '@common/domain/search-fold';

/**
 * Header names as Holdsport, DBU KlubOffice, Conventus and hand-kept sheets write them, Danish
 * and English. Compared folded (case, accents, æ/ae, ø/oe, å/aa, punctuation and spaces
 * ignored), so 'E-mail', 'Email', 'e mail' and 'Fødselsdato', 'Foedselsdato' are one name each.
 */
const ALIASES: Record<ColumnField, readonly string[]> = {
  firstName: ['fornavn', 'fornavne', 'first name', 'firstname', 'given name'],
  lastName: ['efternavn', 'last name', 'lastname', 'surname', 'family name'],
  fullName: ['navn', 'name', 'fulde navn', 'fuldt navn', 'full name', 'medlemsnavn', 'medlem navn', 'spiller', 'spillernavn'],
  email: ['e-mail', 'email', 'e-mailadresse', 'emailadresse', 'e-mail adresse', 'mail', 'mailadresse', 'e-post', 'email address'],
  phone: [
    'mobil', 'mobilnummer', 'mobilnr', 'mobiltelefon', 'telefon', 'telefonnummer', 'telefonnr', 'tlf', 'tlf nr', 'tlfnr',
    'phone', 'mobile', 'phone number', 'mobile phone', 'cell phone',
  ],
  team: ['hold', 'holdnavn', 'team', 'team name', 'gruppe'],
  birthDate: ['fødselsdato', 'fødselsdag', 'født', 'birth date', 'birthdate', 'date of birth', 'birthday', 'dob', 'f dato'],
  address: ['adresse', 'address', 'gade', 'vej', 'vejnavn', 'street', 'street address'],
  postalCode: ['postnr', 'postnummer', 'post nr', 'postal code', 'postcode', 'zip', 'zip code'],
  city: ['by', 'bynavn', 'city', 'town', 'postdistrikt'],
  postalCodeAndCity: ['postnr og by', 'postnr by', 'postnummer og by', 'postnummer by', 'post nr og by', 'postal code and city', 'zip and city'],
  jerseyNumber: ['trøjenummer', 'trøjenr', 'trøje nr', 'rygnummer', 'rygnr', 'shirt number', 'jersey number', 'jersey'],
  memberNumber: ['medlemsnummer', 'medlemsnr', 'medlem nr', 'medlemnr', 'member number', 'member no', 'member id', 'medlems id'],
  role: ['rolle', 'role', 'funktion'],
  paidUntil: [
    'medlemskab udløber', 'medlemskabet udløber', 'udløber', 'udløbsdato', 'betalt til', 'betalt indtil', 'kontingent betalt til',
    'paid until', 'membership expires', 'membership expiry', 'expires',
  ],
};

const key = (text: string) => foldForSearch(text).replace(/ /g, '');

const BY_NAME = new Map<string, ColumnField>(
  (Object.entries(ALIASES) as Array<[ColumnField, readonly string[]]>).flatMap(([field, names]) =>
    names.map((name) => [key(name), field] as const),
  ),
);

/** The field a header names, or null. */
export function recogniseHeader(header: string): ColumnField | null {
  return BY_NAME.get(key(header)) ?? null;
}

/** The fields of a header row (each field once, the first column wins), or null when it names fewer than two. */
export function readHeaderRow(cells: readonly string[]): Array<ColumnField | null> | null {
  const seen = new Set<ColumnField>();
  const fields = cells.map((cell) => {
    const field = recogniseHeader(cell);
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
  return seen.size >= 2 ? fields : null;
}

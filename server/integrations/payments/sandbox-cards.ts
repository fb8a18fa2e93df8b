/**
 * The sandbox's card rules: Stripe's test card numbers with the outcomes and the Danish
 * messages Stripe shows. Only brand and last four digits ever leave this file.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { kind: 'succeed'; brand: string; last4: string }
  | { kind: 'decline'; brand: string; last4: string; message: string }
  | { kind: 'authenticate'; brand: string; last4: string };

export const CARD_MESSAGES = {
  declined: 'Dit kort blev afvist.',
  insufficientFunds: 'Dit kort har ikke tilstrækkelige midler.',
  expired: 'Dit kort er udløbet.',
  incorrectCvc: 'Dit korts sikkerhedskode er forkert.',
  processing: 'Der opstod en fejl under behandlingen af dit kort. Prøv igen om lidt.',
  invalidNumber: 'Dit kortnummer er ugyldigt.',
  invalidMonth: 'Dit korts udløbsmåned er ugyldig.',
  pastYear: 'Dit korts udløbsår er i fortiden.',
  invalidCvc: 'Dit korts sikkerhedskode er ugyldig.',
  liveCard: 'Dit kort blev afvist. Din anmodning blev foretaget i testtilstand, men der blev brugt et ikke-testkort.',
  mobilePayDeclined: 'Betalingen blev afvist i MobilePay.',
  mobilePayNotOffered: 'MobilePay kan ikke bruges til denne betaling',
  authenticationFailed:
    'Vi kunne ikke godkende din betalingsmetode. Vælg en anden betalingsmetode, og prøv igen.',
} as const;

type Rule = { kind: 'succeed' } | { kind: 'decline'; message: string } | { kind: 'authenticate' };

const TEST_CARDS: Record<string, Rule> = {
  '4242424242424242': { kind: 'succeed' },
  '4000056655665556': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '2223003122003222': { kind: 'succeed' },
  '5200828282828210': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000002080000001': { kind: 'succeed' },
  '4000000000000002': { kind: 'decline', message: CARD_MESSAGES.declined },
  '4000000000009995': { kind: 'decline', message: CARD_MESSAGES.insufficientFunds },
  '4000000000009987': { kind: 'decline', message: CARD_MESSAGES.declined },
  '4000000000009979': { kind: 'decline', message: CARD_MESSAGES.declined },
  '4000000000000069': { kind: 'decline', message: CARD_MESSAGES.expired },
  '4000000000000127': { kind: 'decline', message: CARD_MESSAGES.incorrectCvc },
  '4000000000000119': { kind: 'decline', message: CARD_MESSAGES.processing },
  '4000002760003184': { kind: 'authenticate' },
  '4000002500003155': { kind: 'authenticate' },
  '4000000000003220': { kind: 'authenticate' },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** Judges a card as the sandbox provider would; `now` decides whether the expiry has passed. */
export function judgeCard(card: CardInput, now: Date): CardOutcome | { kind: 'invalid'; message: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { kind: 'invalid', message: CARD_MESSAGES.invalidNumber };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { kind: 'invalid', message: CARD_MESSAGES.invalidMonth };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  if (year < nowYear || (year === nowYear && card.expMonth < nowMonth)) return { kind: 'invalid', message: CARD_MESSAGES.pastYear };
  if (!/^\d{3,4}$/.test(card.cvc)) return { kind: 'invalid', message: CARD_MESSAGES.invalidCvc };
  const brand = brandOf(digits);
  const last4 = digits.slice(-4);
  const rule = TEST_CARDS[digits];
  if (!rule) return { kind: 'decline', brand, last4, message: CARD_MESSAGES.liveCard };
  return { ...rule, brand, last4 };
}

export function normaliseExpYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

import { z } from 'zod';
import { sandboxCard, sandboxMobilePayRequest } from '@common/contracts/payments';

/** Splits 'MM/ÅÅ' into numbers; returns null for anything else. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const m = value.replace(/\s/g, '').match(/^(\d{1,2})\/?(\d{2}|\d{4})$/);
  if (!m) return null;
  return { expMonth: Number(m[1]), expYear: Number(m[2]) };
}

/** The sandbox card form as typed. */
export type SandboxCardFormValues = { number: string; expiry: string; cvc: string };

/**
 * The sandbox card form (D10): the form's own messages come at once under the fields; what
 * passes becomes the card the server's sandbox endpoint takes (its contract checks it again).
 */
export const sandboxCardFormSchema = z
  .object({
    number: z.string().refine((n) => n.replace(/\s/g, '').length >= 12, 'Indtast et gyldigt kortnummer'),
    expiry: z.string().refine((e) => parseExpiry(e) !== null, 'Indtast udløbsdato som MM/ÅÅ'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Indtast CVC (3 eller 4 cifre)'),
  })
  .transform(({ number, expiry, cvc }) => ({ number, ...(parseExpiry(expiry) ?? { expMonth: 0, expYear: 0 }), cvc }))
  .pipe(sandboxCard);

/** The sandbox's MobilePay: the server's phone rule (part 1 §5), checked here first so the message comes at once. */
export const sandboxMobilePayFormSchema = sandboxMobilePayRequest.pick({ phone: true });
export type SandboxMobilePayFormValues = z.infer<typeof sandboxMobilePayFormSchema>;

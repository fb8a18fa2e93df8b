import { z } from 'zod';
import { createKontingentRequest, createMembershipRequest } from '@common/contracts/payments';

/** A typed number with a Danish decimal comma; a blank field is no number (NaN), which the contract refuses. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** Opret kontingent as typed: the amount in kr as text (the people come from the picker). */
export type KontingentFormValues = { amount: string; description: string; dueDate: string };

/** Opret kontingent: the contract's rules and messages for amount, description and due date. */
export const kontingentFormSchema = z
  .object({ amount: z.string(), description: z.string(), dueDate: z.string() })
  .transform((values) => ({ ...values, amount: typedNumber(values.amount) }))
  .pipe(createKontingentRequest.pick({ amount: true, description: true, dueDate: true }));

/** Opret medlemskab as typed: the duration in months as text. */
export type MembershipFormValues = { membershipType: string; duration: string };

/** Opret medlemskab: the contract's rules and messages for type and duration. */
export const membershipFormSchema = z
  .object({ membershipType: z.string(), duration: z.string() })
  .transform((values) => ({ ...values, duration: typedNumber(values.duration) }))
  .pipe(createMembershipRequest.pick({ membershipType: true, duration: true }));

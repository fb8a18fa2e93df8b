import { z } from 'zod';
import { idInBody } from './ids';
import { SUBSCRIPTION_TYPES } from '../domain/membership';
import { ROLES } from '../domain/roles';
import { phoneField, registrationData } from './registration';

/** Payments, subscriptions, cards and kontingent (part 1 §7, part 2 §7). Amounts in øre unless named kr. */

const intentId = z.string().min(1, 'Mangler betalings-id').max(200);
const clientSecret = z.string().min(1, 'Ugyldig betaling').max(300, 'Ugyldig betaling');

export const paymentsConfigResponse = z.object({
  provider: z.enum(['sandbox', 'stripe', 'unavailable']),
  mode: z.enum(['sandbox', 'test', 'live', 'unavailable']),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigResponse>;

/** Shown on every payment screen and in Systemindstillinger while the sandbox gateway runs. */
export const SANDBOX_NOTICE = 'Testbetaling – der trækkes ingen rigtige penge';

/**
 * Registration (userData) or an outstanding payment (paymentId). The amount, currency and
 * description a client sends are never used: the price table or the payment row decides.
 */
export const createPaymentIntentRequest = z.strictObject({
  amount: z.number().optional(),
  currency: z.string().max(10).optional(),
  description: z.string().max(200).optional(),
  userData: registrationData.optional(),
  paymentId: idInBody('Ugyldig betaling').optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequest>;
/** How a payment can be paid: a card (wallets included) and, where the gateway offers it, MobilePay. */
export const paymentMethodKind = z.enum(['card', 'mobilepay']);
export type PaymentMethodKind = z.infer<typeof paymentMethodKind>;

export const clientSecretResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  paymentMethods: z.array(paymentMethodKind),
});
export type ClientSecretResponse = z.infer<typeof clientSecretResponse>;

/**
 * Proof that the caller is the payer: the intent's client secret (the in-page flow has it; Stripe
 * puts it in the redirect return URL as payment_intent_client_secret). The id alone is not enough.
 */
const payerSecret = z
  .string({ message: 'Betalingen kunne ikke bekræftes' })
  .min(1, 'Betalingen kunne ikke bekræftes')
  .max(300, 'Betalingen kunne ikke bekræftes');
/** The answer (409) while the bank is still processing a payment; the webhook finishes it. */
export const PAYMENT_PROCESSING_MESSAGE = 'Betalingen behandles stadig. Vent et øjeblik.';

export const completeRegistrationRequest = z.strictObject({
  paymentIntentId: intentId,
  clientSecret: payerSecret,
  userData: registrationData,
});
export const completeFromRedirectRequest = z.strictObject({
  paymentIntentId: intentId,
  clientSecret: payerSecret,
});
export const registerMemberInlineRequest = registrationData.extend({
  paymentIntentId: intentId,
  clientSecret: payerSecret,
});
export type CompleteRegistrationRequest = z.infer<typeof completeRegistrationRequest>;
export type CompleteFromRedirectRequest = z.infer<typeof completeFromRedirectRequest>;
export type RegisterMemberInlineRequest = z.infer<typeof registerMemberInlineRequest>;

/** GET /api/payment-success: the return page asks how the payment went; session_id is the intent id. */
export const paymentSuccessQuery = z.strictObject({
  session_id: z.string().min(1, 'Mangler betalings-id').max(200),
});
export type PaymentSuccessQuery = z.infer<typeof paymentSuccessQuery>;
export const paymentSuccessResponse = z.object({ status: z.string(), succeeded: z.boolean() });
export type PaymentSuccess = z.infer<typeof paymentSuccessResponse>;

export const paymentStatus = z.enum(['pending', 'processing', 'completed', 'failed', 'refunded']);
export const paymentSchema = z.object({
  id: z.number().int(),
  status: paymentStatus,
  amount: z.number().int(),
  description: z.string(),
  kind: z.string(),
  dueDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({
    last4: z.string(),
    brand: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  type: z.enum(SUBSCRIPTION_TYPES),
  status: z.string(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  stripeSubscriptionId: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const membershipTypeChoice = z.enum(SUBSCRIPTION_TYPES, { message: 'Vælg et medlemskab' });
export const createSubscriptionRequest = z.strictObject({ membershipType: membershipTypeChoice });
export const completeSubscriptionRequest = z.strictObject({ paymentIntentId: intentId });
export const syncPaymentRequest = z.strictObject({ paymentIntentId: intentId });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequest>;
export type CompleteSubscriptionRequest = z.infer<typeof completeSubscriptionRequest>;
export type SyncPaymentRequest = z.infer<typeof syncPaymentRequest>;

/** What /subscribe offers the signed-in user, with the exact amount due now (D3). */
export const subscriptionOffersResponse = z.object({
  spiller: z.object({ amount: z.number().int(), periodMonths: z.number().int(), dueNow: z.number().int() }),
  ru: z.object({ amount: z.number().int(), periodMonths: z.number().int(), dueNow: z.number().int() }),
  upgradeAvailable: z.boolean(),
  upgradeCredit: z.number().int(),
});
export type SubscriptionOffers = z.infer<typeof subscriptionOffersResponse>;

export const successResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type SuccessResponse = z.infer<typeof successResponse>;
/** Paying can change the role: the new session's token comes back with the result (S3). */
export const completeSubscriptionResponse = successResponse.extend({ token: z.string().optional() });
export type CompleteSubscriptionResponse = z.infer<typeof completeSubscriptionResponse>;
/** A cancelled subscription runs to the end of its paid period. */
export const cancelSubscriptionResponse = successResponse.extend({ currentPeriodEnd: z.string().nullable() });
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponse>;
/** Saving a card: the setup intent's secret for the card form. */
export const setupCardResponse = z.object({ clientSecret: z.string() });
export type SetupCardResponse = z.infer<typeof setupCardResponse>;
/** The gateway's webhook: received, and whether the event had been applied already. */
export const webhookResponse = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });
export type WebhookResponse = z.infer<typeof webhookResponse>;

// ---- Sandbox card form (the offline gateway's stand-in for Stripe Elements) ----
export const sandboxCard = z.strictObject({
  number: z.string().min(1, 'Indtast kortnummer').max(30),
  expMonth: z.number().int().min(0).max(99),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().min(1, 'Indtast CVC').max(4),
});
export type SandboxCard = z.infer<typeof sandboxCard>;
export const sandboxConfirmRequest = z.strictObject({
  clientSecret,
  card: sandboxCard,
  saveCard: z.boolean().optional(),
});
export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmRequest>;
/** The sandbox's MobilePay: the phone number the (simulated) MobilePay app asks on. */
export const sandboxMobilePayRequest = z.strictObject({ clientSecret, phone: phoneField });
export type SandboxMobilePayRequest = z.infer<typeof sandboxMobilePayRequest>;
/** Approve or decline the bank's confirmation step (3-D Secure) or the MobilePay app's request. */
export const sandboxAuthenticateRequest = z.strictObject({ clientSecret, approve: z.boolean() });
export type SandboxAuthenticateRequest = z.infer<typeof sandboxAuthenticateRequest>;
export const sandboxConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed', 'processing']),
  message: z.string().nullable(),
  paymentIntentId: z.string(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponse>;

// ---- Kontingent and memberships (admin, board, coach) ----
const userIds = (emptyMessage: string) =>
  z.array(idInBody('Ukendt bruger valgt')).min(1, emptyMessage).max(500, 'Højst 500 brugere ad gangen');

export const createKontingentRequest = z.strictObject({
  amount: z
    .number({ message: 'Udfyld venligst alle felter' })
    .positive('Beløbet skal være større end 0')
    .max(100000, 'Beløbet må højst være 100.000 kr'),
  description: z
    .string()
    .trim()
    .min(1, 'Udfyld venligst alle felter')
    .max(200, 'Beskrivelsen må højst være 200 tegn'),
  dueDate: z
    .string({ message: 'Udfyld venligst alle felter' })
    .min(1, 'Udfyld venligst alle felter')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig forfaldsdato'),
  userIds: userIds('Vælg mindst én bruger til kontingent'),
});
export type CreateKontingentRequest = z.infer<typeof createKontingentRequest>;

export const createMembershipRequest = z.strictObject({
  membershipType: z.enum(['ru_member', 'player'], { message: 'Vælg en medlemskabstype' }),
  duration: z
    .number({ message: 'Varighed skal være mindst 1 måned' })
    .int('Varighed skal være et helt antal måneder')
    .min(1, 'Varighed skal være mindst 1 måned')
    .max(120, 'Varighed må højst være 120 måneder'),
  userIds: userIds('Vælg mindst én bruger'),
});
export type CreateMembershipRequest = z.infer<typeof createMembershipRequest>;
export const removeMembershipRequest = z.strictObject({ userIds: userIds('Vælg mindst én bruger') });
export type RemoveMembershipRequest = z.infer<typeof removeMembershipRequest>;
export const countResponse = z.object({ count: z.number().int(), message: z.string() });
export type CountResponse = z.infer<typeof countResponse>;

/**
 * A row of the Kontingent screen's people picker: what it shows (name, role, Aktiv / Inaktiv),
 * searches (email) and the spec's payment totals (part 2 §3) — nothing from the payment gateway
 * (F6), nothing the screen does not use.
 */
export const kontingentUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  team: z.string().nullable(),
  membershipStatus: z.enum(['active', 'inactive']),
  totalPayments: z.number().int(),
  lastPayment: z.string().nullable(),
  /** Outstanding (pending) payments: the payment-status filter on Kontingent. */
  pendingPayments: z.number().int(),
});
export type KontingentUser = z.infer<typeof kontingentUserSchema>;

export const adminPaymentSchema = paymentSchema.extend({
  userId: z.number().int().nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  payerName: z.string().nullable(),
  /** Days past the due date for an outstanding payment; 0 when not overdue. */
  daysOverdue: z.number().int(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

import type { MembershipType } from '../../../core/membership/membership-terms';
import { addMonths, differenceInCalendarDays } from 'date-fns';
import type { AdminPayment, CreateKontingentRequest, KontingentUser } from '@common/contracts/payments';
import { kronerToOre } from '@common/domain/fees';
import { isMembershipActive } from '@common/domain/membership';
import {
  OWN_MEMBERSHIP,
  mayChangeMembership,
  membershipReach,
  notYoursToChange,
  type MembershipAction,
} from '@common/domain/membership-reach';
import { isRole, type Role } from '@common/domain/roles';
import { instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../../app-deps';
import type { PaymentGateway } from '../../../integrations/payments/gateway';
import { DomainError, conflict, forbidden, invalidInput, notFound } from '../../../core/domain-error';
import { gatewayCall } from '../gateway-call';
import type { ChangeTarget, KontingentRepository, KontingentWrites } from './kontingent.repository';

interface Actor {
  id: number;
  role: Role;
}

/**
 * The people whose membership or kontingent the caller may change (a coach: players and
 * invitees; never the caller), with their membership status judged now by the one rule, and
 * payment totals.
 */
export async function listKontingentUsers(
  repo: KontingentRepository,
  actor: Actor,
  now: Date,
): Promise<KontingentUser[]> {
  const rows = await repo.usersWithPayments(now, {
    roles: membershipReach(actor.role),
    exceptUserId: actor.id,
  });
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    // The query selected only the roles in the caller's reach.
    role: r.role as Role,
    team: r.team,
    membershipStatus: isMembershipActive(
      {
        role: r.role,
        manualMembership: r.manualMembership,
        membershipType: r.membershipType,
        membershipStatus: r.membershipStatus,
        membershipExpiresAt: r.membershipExpiresAt,
        hasActiveSubscription: r.activeSubscriptions > 0,
        pendingPayments: r.pending,
        completedPayments: r.completed,
      },
      now,
    )
      ? 'active'
      : 'inactive',
    totalPayments: r.totalPayments,
    lastPayment: r.lastPayment ? new Date(r.lastPayment).toISOString() : null,
    pendingPayments: Number(r.pending),
  }));
}

/** All payments within the caller's reach, newest first, with days overdue for the arrears list (Udestående). */
export async function listAllPayments(
  repo: KontingentRepository,
  actor: Actor,
  now: Date,
): Promise<AdminPayment[]> {
  const today = instantToCopenhagen(now).date;
  const reach = membershipReach(actor.role);
  const rows = await repo.allPayments(reach.length === ROLE_COUNT ? 'everyone' : reach);
  return rows.map(({ payment: p, firstName, lastName }) => ({
    id: p.id,
    userId: p.userId,
    user: firstName !== null && lastName !== null ? { firstName, lastName } : null,
    payerName: p.payerName,
    status: p.status as AdminPayment['status'],
    amount: p.amount,
    description: p.description,
    kind: p.kind,
    dueDate: p.dueDate,
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    daysOverdue:
      p.status === 'pending' && p.dueDate && p.dueDate < today
        ? differenceInCalendarDays(new Date(`${today}T00:00:00Z`), new Date(`${p.dueDate}T00:00:00Z`))
        : 0,
  }));
}

const unique = (ids: number[]) => [...new Set(ids)];

const ROLE_COUNT = membershipReach('admin').length;

/** Every chosen person exists and is the actor's to change; else nothing changes (400 / 403). */
function authorize(actor: Actor, ids: number[], targets: ChangeTarget[], action: MembershipAction) {
  if (targets.length !== ids.length)
    throw invalidInput('Ukendt bruger valgt', { userIds: 'Ukendt bruger valgt' });
  if (ids.includes(actor.id)) throw forbidden(OWN_MEMBERSHIP);
  const refused = targets.filter(
    (t) => !isRole(t.role) || !mayChangeMembership(actor, { id: t.id, role: t.role }, action),
  );
  if (refused.length) throw forbidden(notYoursToChange(refused.map((t) => `${t.firstName} ${t.lastName}`)));
}

function changeFor<T>(
  repo: KontingentRepository,
  actor: Actor,
  ids: number[],
  action: MembershipAction,
  work: (write: KontingentWrites) => Promise<T>,
) {
  return repo.changeFor(ids, async (targets, write) => {
    authorize(actor, ids, targets, action);
    return work(write);
  });
}

/** One outstanding payment per chosen user; the total is amount × users. Members see it as outstanding at once. */
export async function createKontingent(
  deps: Pick<AppDeps, 'events' | 'now'>,
  repo: KontingentRepository,
  input: CreateKontingentRequest,
  actor: Actor,
) {
  const ids = unique(input.userIds);
  const date = new Date(`${input.dueDate}T00:00:00Z`);
  const year = date.getUTCFullYear();
  if (
    Number.isNaN(date.getTime()) ||
    year < 2000 ||
    year > 2100 ||
    date.toISOString().slice(0, 10) !== input.dueDate
  ) {
    throw invalidInput('Ugyldig forfaldsdato', { dueDate: 'Ugyldig forfaldsdato' });
  }
  const amount = kronerToOre(input.amount);
  if (amount < 1)
    throw invalidInput('Beløbet skal være større end 0', { amount: 'Beløbet skal være større end 0' });
  const now = deps.now();
  const created = await changeFor(repo, actor, ids, 'kontingent', (write) =>
    write.insertKontingent(
      ids.map((userId) => ({
        userId,
        amount,
        description: input.description.trim(),
        dueDate: input.dueDate,
        createdBy: actor.id,
        createdAt: now,
      })),
    ),
  );
  for (const row of created) {
    deps.events.emit('payment.created', {
      id: row.id,
      userId: row.userId!,
      amount: row.amount,
      description: row.description,
      dueDate: row.dueDate,
    });
  }
  return {
    count: created.length,
    message: `Kontingent oprettet for ${created.length} ${created.length === 1 ? 'bruger' : 'brugere'}`,
  };
}

export async function createMembership(
  deps: Pick<AppDeps, 'events' | 'now'>,
  repo: KontingentRepository,
  input: { membershipType: MembershipType; duration: number; userIds: number[] },
  actor: Actor,
) {
  const ids = unique(input.userIds);
  const now = deps.now();
  const count = await changeFor(repo, actor, ids, 'grantMembership', (write) =>
    write.setMembership(ids, input.membershipType, addMonths(now, input.duration), now),
  );
  return { count, message: `Medlemskab oprettet for ${count} ${count === 1 ? 'bruger' : 'brugere'}` };
}

export async function removeMembership(
  deps: Pick<AppDeps, 'events' | 'now'>,
  repo: KontingentRepository,
  userIds: number[],
  actor: Actor,
) {
  const ids = unique(userIds);
  const count = await changeFor(repo, actor, ids, 'removeMembership', (write) =>
    write.removeMembership(ids, deps.now()),
  );
  return { count, message: `Medlemskab fjernet for ${count} ${count === 1 ? 'bruger' : 'brugere'}` };
}

const PAID = 'Betalingen er allerede gennemført og kan ikke slettes';
const IN_PROGRESS = 'Betalingen er i gang og kan ikke slettes';

/**
 * Only an outstanding payment can go, and not while a charge for it is under way. An open intent
 * for it (the member may have the card form open right now) is cancelled at the gateway first,
 * so nothing can be paid for a payment that no longer exists.
 */
export async function deletePayment(
  gateway: PaymentGateway,
  repo: KontingentRepository,
  id: number,
  actor: Actor,
) {
  const row = await repo.findPayment(id);
  if (!row) throw notFound('Betalingen findes ikke');
  if (row.userId === actor.id) throw forbidden(OWN_MEMBERSHIP);
  const owner =
    row.userId === null || !isRole(row.ownerRole) ? null : { id: row.userId, role: row.ownerRole };
  if (!mayChangeMembership(actor, owner, 'deletePayment'))
    throw forbidden('Du kan ikke slette denne betaling');
  if (row.status !== 'pending') throw conflict('Kun ubetalte betalinger kan slettes');
  if (row.paymentIntentId && gateway.kind !== 'unavailable')
    await cancelOpenIntent(gateway, row.paymentIntentId);
  // Deleted only if still outstanding with the intent just cancelled (not one started since).
  if (!(await repo.deletePending(id, row.paymentIntentId))) throw conflict(IN_PROGRESS);
  return { success: true, message: 'Betaling slettet' };
}

async function cancelOpenIntent(gateway: PaymentGateway, intentId: string) {
  const refuseIfPaid = (status: string | undefined) => {
    if (status === 'succeeded') throw conflict(PAID);
    if (status === 'processing') throw conflict(IN_PROGRESS);
  };
  const intent = await gatewayCall(() => gateway.retrievePaymentIntent(intentId));
  if (!intent || intent.status === 'canceled') return;
  refuseIfPaid(intent.status);
  try {
    await gateway.cancelPaymentIntent(intentId);
  } catch {
    // Paid in the meantime, or the gateway failed: read it again to tell which.
    const now = await gatewayCall(() => gateway.retrievePaymentIntent(intentId));
    if (!now || now.status === 'canceled') return;
    refuseIfPaid(now.status);
    throw new DomainError(
      'gatewayFailed',
      'Betalingen kunne ikke annulleres hos betalingsudbyderen. Prøv igen om lidt.',
    );
  }
}

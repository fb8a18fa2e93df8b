import type { TeamMembership } from '@common/domain/team-roles';
import type { Squad, SquadPlayer, UpdateSquadRequest } from '@common/contracts/squads';
import { can } from '@common/domain/permissions';
import { MATCH_DURATION_MS, squadChanges, squadSizeOf, startersOf, type Selection } from '@common/domain/squads';
import type { Role } from '@common/domain/roles';
import { instantToCopenhagen } from '@common/domain/time';
import type { AbsenceKind } from '@common/contracts/absences';
import type { AppDeps } from '../../app-deps';
import type { AbsenceNotes } from '../absences';
import type { KontingentArrears } from '../payments';
import { conflict, invalidInput, notFound } from '../../core/domain-error';
import { requireTeamScope } from '../../core/teams/team-scope';
import type { SquadRepository } from './squad.repository';
import { MATCH_NOT_FOUND } from './update-match-result';

export const SQUAD_NOT_FOUND = 'Holdet er ikke offentliggjort endnu';

interface Viewer {
  id: number;
  role: Role;
  team: string | null;
  teams: readonly TeamMembership[];
}

type Context = NonNullable<Awaited<ReturnType<SquadRepository['context']>>>;

/** What the squad's rows are read with besides the squad itself: other areas' facts, and the clock. */
export interface SquadReads {
  /** Absence reasons masked for who may not read them (decision 093). */
  notes: AbsenceNotes;
  /** Kontingent past due, for the picker's warning (decision 096). */
  arrears: KontingentArrears;
  now: () => Date;
}

async function requireContext(repo: SquadRepository, matchId: number): Promise<Context> {
  const ctx = await repo.context(matchId);
  if (!ctx) throw notFound(MATCH_NOT_FOUND);
  return ctx;
}

function toPlayer(row: Awaited<ReturnType<SquadRepository['players']>>[number]): SquadPlayer {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    team: row.team,
    jerseyNumber: row.jerseyNumber,
    position: row.position,
    available: row.available ?? null,
    comment: row.comment ?? null,
    selection: (row.selection as Selection | null) ?? null,
    absence: (row.absence as AbsenceKind | null) ?? null,
    unpaid: false,
  };
}

const PLACE_ORDER: Record<string, number> = { starter: 0, bench: 1, reserve: 2 };

function toSquad(ctx: Context, players: SquadPlayer[]): Squad {
  const squadSize = squadSizeOf(ctx);
  return {
    status: ctx.squadStatus === 'published' ? 'published' : 'draft',
    meetAt: ctx.meetAt?.toISOString() ?? null,
    meetPlace: ctx.meetPlace ?? null,
    note: ctx.note ?? null,
    publishedAt: ctx.publishedAt?.toISOString() ?? null,
    squadSize,
    starters: startersOf(ctx, squadSize),
    players: players.sort(
      (a, b) => (PLACE_ORDER[a.selection ?? ''] ?? 3) - (PLACE_ORDER[b.selection ?? ''] ?? 3),
    ),
  };
}

/**
 * GET /api/matches/{id}/squad. Staff (coach, board, admin) see the draft and every candidate with
 * their answer; an absence's kind and reason only where they may read it (decision 093). Everyone
 * else sees only a published squad of their own team's match (or one they are borrowed into): its
 * selected players, and nobody's answer but their own. A draft is a 404. Staff also read who owes
 * kontingent past its due date, where they administer it (decision 096).
 */
export async function getSquad(
  repo: SquadRepository,
  reads: SquadReads,
  matchId: number,
  viewer: Viewer,
): Promise<Squad> {
  const ctx = await requireContext(repo, matchId);
  const staff = can(viewer.role, 'matches.availability.viewAll');
  if (!staff && ctx.squadStatus !== 'published') throw notFound(SQUAD_NOT_FOUND);
  const day = instantToCopenhagen(ctx.date).date;
  const rows = (await repo.players(matchId, ctx.team, day)).map(toPlayer);
  if (staff) {
    const [masked, unpaid] = await Promise.all([
      reads.notes(viewer, day, rows),
      reads.arrears(viewer, instantToCopenhagen(reads.now()).date, rows.map((p) => p.userId)),
    ]);
    return toSquad(
      ctx,
      masked.map((p) => (unpaid.has(p.userId) ? { ...p, unpaid: true } : p)),
    );
  }
  const selected = rows.filter((p) => p.selection !== null);
  const concerned = viewer.teams.some((m) => m.team === ctx.team) || selected.some((p) => p.userId === viewer.id);
  if (!concerned || !can(viewer.role, 'matches.availability.respond')) throw notFound(SQUAD_NOT_FOUND);
  return toSquad(
    ctx,
    selected.map((p) =>
      p.userId === viewer.id ? p : { ...p, available: null, comment: null, absence: null },
    ),
  );
}

/**
 * PUT /api/matches/{id}/squad (the team's coach, admin; D20): the players sent replace the squad. Publishing
 * notifies everyone in it; once published a squad stays published, and each change notifies only
 * the players whose place changed (decision 070). Nobody can be in two overlapping matches.
 */
export async function updateSquad(
  deps: Pick<AppDeps, 'now' | 'events'>,
  repo: SquadRepository,
  reads: SquadReads,
  matchId: number,
  user: Viewer,
  body: UpdateSquadRequest,
): Promise<Squad> {
  const ctx = await requireContext(repo, matchId);
  requireTeamScope(user, ctx.team);
  const now = deps.now();
  if (ctx.status === 'cancelled') throw invalidInput('Kampen er aflyst');
  if (ctx.status === 'completed' || ctx.date.getTime() <= now.getTime())
    throw invalidInput('Kampen er allerede spillet');

  const chosen = body.players.filter(
    (p): p is { userId: number; selection: Selection } => p.selection !== null,
  );
  const ids = chosen.map((p) => p.userId);
  const pickable = await repo.pickable(ids);
  if (pickable.length !== ids.length) {
    throw invalidInput('En af spillerne findes ikke eller kan ikke udtages', {
      players: 'Vælg blandt klubbens spillere',
    });
  }
  const clashes = await repo.otherSelections(
    matchId,
    ids,
    new Date(ctx.date.getTime() - MATCH_DURATION_MS),
    new Date(ctx.date.getTime() + MATCH_DURATION_MS),
  );
  if (clashes.length) {
    const clash = clashes[0]!;
    const who = pickable.find((p) => p.id === clash.userId)!;
    const message = `${who.firstName} ${who.lastName} er allerede udtaget til kampen mod ${clash.opponent} på samme tid`;
    throw conflict(message, { players: message });
  }

  const before = new Map(
    (await repo.players(matchId, ctx.team, instantToCopenhagen(ctx.date).date)).flatMap((p) =>
      p.selection ? [[p.userId, p.selection as Selection] as const] : [],
    ),
  );
  const wasPublished = ctx.squadStatus === 'published';
  const published = wasPublished || body.publish === true;
  const meetAt = body.meetAt === undefined ? ctx.meetAt : body.meetAt === null ? null : new Date(body.meetAt);
  await repo.save(
    matchId,
    {
      status: published ? 'published' : 'draft',
      meetAt: meetAt ?? null,
      meetPlace: body.meetPlace === undefined ? (ctx.meetPlace ?? null) : body.meetPlace,
      note: body.note === undefined ? (ctx.note ?? null) : body.note,
      publishedAt: ctx.publishedAt ?? (published ? now : null),
    },
    chosen,
    user.id,
    now,
  );
  if (published) {
    const changes = squadChanges(before, new Map(chosen.map((p) => [p.userId, p.selection])), wasPublished);
    if (changes.length) {
      deps.events.emit('squad.changed', {
        matchId,
        opponent: ctx.opponent,
        date: ctx.date,
        meetAt: meetAt ?? null,
        changes,
      });
    }
  }
  return getSquad(repo, reads, matchId, user);
}

import type { RoutePolicy } from '@common/domain/permissions';
import type { Role } from '@common/domain/roles';
import type { TeamMembership } from '@common/domain/team-roles';
import type { UserWithMembershipCounts } from './core/people/load-current-user';
import type { RegisteredRoute } from './plugins/auth';

export interface SessionUser {
  id: number;
  role: Role;
  team: string | null;
  /** Every team of the person and their role on it (decision 107). */
  teams: TeamMembership[];
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie or bearer token; null when signed out. */
    user: SessionUser | null;
    /** The hashed id of the session in use. */
    sessionId: string | null;
    /** True when the session came from the cookie (not a bearer header): cross-site writes are refused. */
    viaCookie: boolean;
    /** Read together with the session on routes that ask for it (config.loadsFullUser). */
    fullUser: UserWithMembershipCounts | null;
  }
  interface FastifyContextConfig {
    /** Every /api route names its policy; a route without one fails at start-up (deny by default). */
    policy?: RoutePolicy;
    /** The Danish message a caller without the permission gets instead of the generic 'Adgang nægtet'. */
    deniedMessage?: string;
    /** The session lookup also reads the whole user and membership counts (one query instead of two). */
    loadsFullUser?: boolean;
  }
}

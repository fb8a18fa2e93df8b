import type { AccountEvent, AdminPasswordRequest, Member, MemberChangeResponse, RoleRequest } from '../people';
import { del, get, put } from '../endpoint';
import type { PeopleListQuery, PeoplePage } from '../people-list';

/** Medlemmer: admin and board; deleting is admin only (part 2 §6, D8). */
export const membersEndpoints = {
  /** A page of the club's members: search, filters, sort (decision 103). */
  list: get<PeoplePage<Member>, undefined, PeopleListQuery>()('/api/admin/members'),
  setRole: put<MemberChangeResponse, RoleRequest>()('/api/admin/members/:id/role'),
  setPassword: put<MemberChangeResponse, AdminPasswordRequest>()('/api/admin/members/:id/password'),
  remove: del<MemberChangeResponse>()('/api/admin/members/:id'),
  /** The member's history: passwords set, e-mail changes, "Log ud overalt", sign-ins by link (S20). */
  history: get<AccountEvent[]>()('/api/admin/members/:id/history'),
};

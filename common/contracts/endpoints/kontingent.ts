import { del, get, post } from '../endpoint';
import type {
  AdminPayment,
  CountResponse,
  CreateKontingentRequest,
  CreateMembershipRequest,
  KontingentUser,
  RemoveMembershipRequest,
  SuccessResponse,
} from '../payments';

/** /admin/kontingent (admin, board, coach): members, payments, arrears; kontingent and memberships in bulk (part 2 §3). */
export const kontingentEndpoints = {
  users: get<KontingentUser[]>()('/api/users'),
  allPayments: get<AdminPayment[]>()('/api/payments/all'),
  createKontingent: post<CountResponse, CreateKontingentRequest>()('/api/admin/create-kontingent'),
  createMembership: post<CountResponse, CreateMembershipRequest>()('/api/admin/create-membership'),
  removeMembership: post<CountResponse, RemoveMembershipRequest>()('/api/admin/remove-membership'),
  removePayment: del<SuccessResponse>()('/api/admin/payments/:id'),
};

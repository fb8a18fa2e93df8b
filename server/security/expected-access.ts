import type { Role } from '@common/domain/roles';

/**
 * Who may call what, written from the spec's permission lists (part 1 §6, part 2 §6, D8) —
 * deliberately not derived from the routes' own policies, so a wrong policy fails the test.
 * 'public': no sign-in needed. 'signed-in': any role, including 'none'.
 * Add every new route here.
 */
export const EXPECTED_ACCESS: Record<string, 'public' | 'signed-in' | readonly Role[]> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/config': 'public',
  'GET /api/club/crest/:size': 'public',
  'POST /api/setup': 'public',
  'POST /api/login': 'public',
  // The sign-in link (S19): asked for and followed by someone who cannot sign in from this browser.
  'POST /api/login/link': 'public',
  'POST /api/login/link/confirm': 'public',
  'POST /api/logout': 'public',
  'GET /api/logout': 'public',
  'GET /api/login': 'public',
  'GET /api/user': 'signed-in',
  'GET /api/session': 'public',
  'GET /api/teams': 'signed-in',
  // Uploads (part 1 §7): a signed-in member's picture; a visitor registering; the disk adapter's signed PUT.
  'POST /api/objects/upload': 'signed-in',
  'POST /api/objects/upload-registration': 'public',
  'PUT /api/objects/put/:id': 'public',
  // Own profile and data (part 1 §7, part 2 §7, S15): everyone signed in, including unpaid invitees.
  'PUT /api/user/profile': 'signed-in',
  'PUT /api/user/change-password': 'signed-in',
  'PUT /api/user/profile-image': 'signed-in',
  'PUT /api/user/notifications': 'signed-in',
  'GET /api/user/export': 'signed-in',
  'DELETE /api/user': 'signed-in',
  // Confirming one's own address, and "Log ud overalt" (S20): everyone signed in.
  'POST /api/user/email/confirm-request': 'signed-in',
  'POST /api/user/logout-everywhere': 'signed-in',
  // Spillere: coach, board, admin; deleting a user: admin only (part 2 §6).
  'GET /api/admin/players': ['coach', 'board', 'admin'],
  'POST /api/admin/players': ['coach', 'board', 'admin'],
  'PUT /api/admin/players/:id': ['coach', 'board', 'admin'],
  // A person's teams and team roles (decision 107): a coach on the teams they coach, never Træner/Assistenttræner.
  'PUT /api/admin/players/:id/teams': ['coach', 'board', 'admin'],
  'DELETE /api/admin/users/:id': ['admin'],
  // Medlemmer: admin and board; deleting stays admin only (D8: the specific rule wins).
  'GET /api/admin/members': ['admin', 'board'],
  'PUT /api/admin/members/:id/role': ['admin', 'board'],
  'PUT /api/admin/members/:id/password': ['admin', 'board'],
  'DELETE /api/admin/members/:id': ['admin'],
  // Importér medlemmer (decision 100): whoever manages members; a coach adds players one by one.
  'POST /api/admin/members/import/preview': ['admin', 'board'],
  'POST /api/admin/members/import/check': ['admin', 'board'],
  'POST /api/admin/members/import': ['admin', 'board'],
  // The member's history (S20): whoever manages members.
  'GET /api/admin/members/:id/history': ['admin', 'board'],
  // Invitations: every link kind admin only; the trainer's player link coach and admin.
  'POST /api/admin/generate-player-registration-link': ['admin'],
  'POST /api/admin/generate-coach-registration-link': ['admin'],
  'POST /api/admin/generate-board-registration-link': ['admin'],
  'POST /api/trainer/generate-registration-link': ['coach', 'admin'],
  // The link by e-mail (E3): whoever may make a link may mail it.
  'POST /api/invitations/email': ['coach', 'admin'],
  // Personal invitations (decision 101): staff, a coach for the teams they coach; the invitee's page is public.
  'POST /api/invitations/personal': ['coach', 'board', 'admin'],
  'POST /api/invitations/personal/:userId/resend': ['coach', 'board', 'admin'],
  'DELETE /api/invitations/personal/:userId': ['coach', 'board', 'admin'],
  'GET /api/invitations/personal/team/:code': ['coach', 'board', 'admin'],
  'GET /api/invitations/personal/open': 'public',
  'POST /api/invitations/personal/accept': 'public',
  'POST /api/invitations/personal/renew': 'public',
  // Registration pages: the visitor has no account yet.
  'GET /api/validate-registration-token': 'public',
  'POST /api/register-player': 'public',
  'POST /api/register-coach': 'public',
  'POST /api/register-board': 'public',
  // Systemindstillinger: admin only.
  'GET /api/admin/system-status': ['admin'],
  'GET /api/admin/jobs': ['admin'],
  'PUT /api/admin/club-settings': ['admin'],
  'GET /api/admin/club-identity': ['admin'],
  'PUT /api/admin/club-identity': ['admin'],
  'PUT /api/admin/club-crest': ['admin'],
  'DELETE /api/admin/club-crest': ['admin'],
  // E-mail (E1): the outbox in Systemindstillinger is admin only; unsubscribing needs only
  // the signed link; each person chooses their own optional mails; Glemt adgangskode is for visitors.
  'GET /api/admin/mails': ['admin'],
  'GET /api/admin/receipt-settings': ['admin'],
  'PUT /api/admin/receipt-settings': ['admin'],
  // A receipt again for one's own payment: whoever may see their payments.
  'POST /api/payments/:id/receipt': 'signed-in',
  'GET /api/mail/unsubscribe': 'public',
  'POST /api/mail/unsubscribe': 'public',
  'GET /api/user/mail-preferences': 'signed-in',
  'PUT /api/user/mail-preferences': 'signed-in',
  'POST /api/email-change/confirm': 'public',
  'POST /api/password-reset/request': 'public',
  'POST /api/password-reset/confirm': 'public',
  'GET /api/username-suggestion': 'public',
  // Statistics (part 1 §2, §6): everyone signed in reads; only admin updates from DBU.
  'GET /api/statistics/tables': 'signed-in',
  'POST /api/statistics/parse-table': ['admin'],
  'GET /api/statistics/sync-log': ['admin'],
  // Hent fra DBU (decision 109): everyone reads when each team was last read (staff also the errors); admin sets the source and the key; coach and admin sync now.
  'GET /api/dbu': 'signed-in',
  'PUT /api/dbu/teams/:code': ['admin'],
  'DELETE /api/dbu/teams/:code': ['admin'],
  'POST /api/dbu/teams/:code/sync': ['coach', 'admin'],
  'PUT /api/dbu/api-key': ['admin'],
  // Chat (D11): every member with chat; pinning for coach, board, admin.
  'GET /api/chat/channels': ['member', 'player', 'coach', 'board', 'admin'],
  'GET /api/chat/messages': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/chat/messages': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/chat/messages/:id/pin': ['coach', 'board', 'admin'],
  'POST /api/chat/polls': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/chat/polls/:id/vote': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/chat/channels/:channel/read': ['member', 'player', 'coach', 'board', 'admin'],
  'PUT /api/chat/channels/:channel/mute': ['member', 'player', 'coach', 'board', 'admin'],
  'GET /api/chat/stream': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/chat/uploads': ['member', 'player', 'coach', 'board', 'admin'],
  // Web Push (D12): every signed-in person may register their own devices.
  'GET /api/push/public-key': 'signed-in',
  'POST /api/push/subscriptions': 'signed-in',
  'POST /api/push/unsubscribe': 'signed-in',
  // Training (part 2 §6, §7): staff manage; the toggle for player, coach, admin, board.
  'GET /api/training': 'signed-in',
  'POST /api/training': ['coach', 'board', 'admin'],
  'POST /api/training/series': ['coach', 'board', 'admin'],
  'PUT /api/training/:id': ['coach', 'board', 'admin'],
  'DELETE /api/training/:id': ['coach', 'board', 'admin'],
  'DELETE /api/training/:id/series': ['coach', 'board', 'admin'],
  'GET /api/training/:id/availability': ['coach', 'board', 'admin'],
  'GET /api/training/:id/not-answered': ['coach', 'board', 'admin'],
  'GET /api/training/:id/availability/:userId': 'signed-in',
  'POST /api/training/:id/availability': ['player', 'coach', 'admin', 'board'],
  // Arrangementer (decision 108): every member reads (invited ones only, checked per object) and
  // answers; staff organise (a coach for the teams they coach, checked per object).
  'GET /api/club-events': ['member', 'player', 'coach', 'board', 'admin'],
  'GET /api/club-events/:id': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/club-events/:id/answer': ['member', 'player', 'coach', 'board', 'admin'],
  'POST /api/club-events': ['coach', 'board', 'admin'],
  'PUT /api/club-events/:id': ['coach', 'board', 'admin'],
  'POST /api/club-events/:id/cancel': ['coach', 'board', 'admin'],
  'GET /api/club-events/:id/roster': ['coach', 'board', 'admin'],
  'GET /api/club-events/:id/roster.csv': ['coach', 'board', 'admin'],
  'POST /api/club-events/:id/remind': ['coach', 'board', 'admin'],
  // Announcements: everyone reads; coach, board and admin write (part 2 §6).
  'GET /api/announcements': 'signed-in',
  'GET /api/announcements/unread': 'signed-in',
  'POST /api/announcements/:id/read': 'signed-in',
  'POST /api/announcements': ['coach', 'board', 'admin'],
  'DELETE /api/announcements/:id': ['coach', 'board', 'admin'],
  // Matches (part 1 §6, part 2 §6, D8): everyone reads; results coach and admin; manual entry and
  // import admin and board; availability answered by player, coach, admin, board, listed for staff.
  'GET /api/matches': 'signed-in',
  'PATCH /api/matches/:id': ['coach', 'admin'],
  'POST /api/matches/bulk': ['admin', 'board'],
  'POST /api/matches/upload-csv': ['admin', 'board'],
  'GET /api/matches/:id/availability': ['coach', 'admin', 'board'],
  'GET /api/matches/:id/unanswered': ['coach', 'admin', 'board'],
  'GET /api/matches/:id/availability/:userId': 'signed-in',
  'POST /api/matches/:id/availability': ['player', 'coach', 'admin', 'board'],
  // Udtagelse (decision 070): everyone signed in may ask (the use case answers 404 unless it is theirs to see); coach and admin pick.
  'GET /api/matches/:id/squad': 'signed-in',
  'PUT /api/matches/:id/squad': ['coach', 'admin'],
  'PUT /api/teams/:code/squad-size': ['coach', 'admin'],
  // Forventet fremmøde (decision 074): the team's coach (the use case refuses other teams' coaches) and admin.
  'PUT /api/teams/:code/expected-attendance': ['coach', 'admin'],
  // Fravær (decision 071): everyone who answers Klar / Ikke klar; Påmind nu: the staff who see the lists.
  // Hjem's 'Til dig' (decision 075): always the caller's own.
  // Hjem's first load: public like /api/session; each read inside keeps its own policy.
  'GET /api/home/start': 'public',
  'GET /api/home/for-you': 'signed-in',
  'POST /api/home/prompts/:key/dismiss': 'signed-in',
  'GET /api/user/absences': ['player', 'coach', 'admin', 'board'],
  'POST /api/user/absences': ['player', 'coach', 'admin', 'board'],
  'DELETE /api/user/absences/:id': ['player', 'coach', 'admin', 'board'],
  'POST /api/matches/:id/remind': ['coach', 'admin', 'board'],
  'POST /api/training/:id/remind': ['coach', 'admin', 'board'],
  // Fremmøde (decision 072): coach, board and admin register who came and read the statistics.
  'GET /api/training/:id/attendance': ['coach', 'board', 'admin'],
  'PUT /api/training/:id/attendance': ['coach', 'board', 'admin'],
  'GET /api/matches/:id/attendance': ['coach', 'board', 'admin'],
  'PUT /api/matches/:id/attendance': ['coach', 'board', 'admin'],
  'GET /api/statistics/attendance': ['coach', 'board', 'admin'],
  'GET /api/attendance/missing': ['coach', 'board', 'admin'],
  'GET /api/user/attendance': ['player', 'coach', 'admin', 'board'],
  // Spillerstatistik (decision 073): coach and admin enter events, like results; everyone reads names and numbers.
  'GET /api/matches/:id/events': 'signed-in',
  'PUT /api/matches/:id/events': ['coach', 'admin'],
  'GET /api/statistics/players': 'signed-in',
  'PUT /api/admin/teams/:code': ['admin'],
  // Administrer hold (decision 107): admin only.
  'GET /api/admin/teams': ['admin'],
  'POST /api/admin/teams': ['admin'],
  'PATCH /api/admin/teams/:code': ['admin'],
  'PUT /api/admin/teams-order': ['admin'],
  'PUT /api/admin/teams/:code/archived': ['admin'],
  // Payments (part 1 §7, part 2 §7, D10): registration with payment is public; own payments,
  // subscriptions and cards for everyone signed in (role none pays the player fee); the sandbox
  // card form and the Stripe webhook are public (a client secret / signature is the authority).
  'GET /api/payments/config': 'public',
  'POST /api/create-payment-intent': 'public',
  'POST /api/complete-registration': 'public',
  'POST /api/complete-registration-from-redirect': 'public',
  'POST /api/register-member-inline': 'public',
  'GET /api/payment-success': 'public',
  'POST /api/sandbox/confirm-payment': 'public',
  'POST /api/sandbox/authenticate': 'public',
  'POST /api/sandbox/confirm-mobilepay': 'public',
  'POST /api/sandbox/confirm-setup': 'public',
  'POST /api/stripe/webhook': 'public',
  'GET /api/payments': 'signed-in',
  'POST /api/payments/sync': 'signed-in',
  'GET /api/subscriptions': 'signed-in',
  'GET /api/subscriptions/active': 'signed-in',
  'GET /api/subscriptions/offers': 'signed-in',
  'POST /api/create-subscription': 'signed-in',
  'POST /api/create-player-subscription': 'signed-in',
  'POST /api/complete-player-subscription': 'signed-in',
  'POST /api/subscriptions/:id/cancel': 'signed-in',
  'GET /api/payment-methods': 'signed-in',
  'POST /api/setup-payment-method': 'signed-in',
  'DELETE /api/payment-methods/:id': 'signed-in',
  // Member administration (part 2 §6): admin and board.
  'POST /api/admin/members/:id/subscription/cancel': ['admin', 'board'],
  // Kontingent (part 2 §6): admin, board, coach.
  'GET /api/users': ['coach', 'board', 'admin'],
  'GET /api/payments/all': ['coach', 'board', 'admin'],
  'POST /api/admin/create-kontingent': ['coach', 'board', 'admin'],
  'POST /api/admin/create-membership': ['coach', 'board', 'admin'],
  'POST /api/admin/remove-membership': ['coach', 'board', 'admin'],
  'DELETE /api/admin/payments/:id': ['coach', 'board', 'admin'],
  // Calendar feed: each person manages their own token; the feed itself is reached by its token alone.
  'GET /api/calendar/token': 'signed-in',
  'POST /api/calendar/token': 'signed-in',
  'DELETE /api/calendar/token': 'signed-in',
  'GET /api/calendar/feed/:token': 'public',
};

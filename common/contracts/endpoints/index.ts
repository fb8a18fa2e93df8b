import { absencesEndpoints } from './absences';
import { announcementsEndpoints } from './announcements';
import { attendanceEndpoints } from './attendance';
import { authEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { chatEndpoints } from './chat';
import { dbuSyncEndpoints } from './dbu-sync';
import { clubEventsEndpoints } from './club-events';
import { clubEndpoints } from './club';
import { healthEndpoints } from './health';
import { homeEndpoints } from './home';
import { invitationsEndpoints, personalInvitationsEndpoints } from './invitations';
import { kontingentEndpoints } from './kontingent';
import { mailEndpoints } from './mail';
import { matchesEndpoints } from './matches';
import { memberImportEndpoints } from './member-import';
import { membersEndpoints } from './members';
import { paymentsEndpoints } from './payments';
import { playerStatsEndpoints } from './player-stats';
import { playersEndpoints } from './players';
import { profileEndpoints } from './profile';
import { pushEndpoints } from './push';
import { statisticsEndpoints } from './statistics';
import { setupEndpoints } from './setup';
import { systemSettingsEndpoints } from './system-settings';
import { teamsEndpoints } from './teams';
import { trainingEndpoints } from './training';
import { uploadsEndpoints } from './uploads';
import { usersEndpoints } from './users';

/**
 * Every endpoint of the API by area. The client imports only the area files it needs (so each
 * screen's chunk stays small); this index is for the server's catalogue test and the docs.
 */
export const endpoints = {
  absences: absencesEndpoints,
  announcements: announcementsEndpoints,
  attendance: attendanceEndpoints,
  auth: authEndpoints,
  calendar: calendarEndpoints,
  chat: chatEndpoints,
  club: clubEndpoints,
  clubEvents: clubEventsEndpoints,
  dbuSync: dbuSyncEndpoints,
  health: healthEndpoints,
  home: homeEndpoints,
  invitations: invitationsEndpoints,
  kontingent: kontingentEndpoints,
  mail: mailEndpoints,
  matches: matchesEndpoints,
  members: membersEndpoints,
  memberImport: memberImportEndpoints,
  payments: paymentsEndpoints,
  personalInvitations: personalInvitationsEndpoints,
  players: playersEndpoints,
  playerStats: playerStatsEndpoints,
  profile: profileEndpoints,
  push: pushEndpoints,
  statistics: statisticsEndpoints,
  setup: setupEndpoints,
  systemSettings: systemSettingsEndpoints,
  teams: teamsEndpoints,
  training: trainingEndpoints,
  uploads: uploadsEndpoints,
  users: usersEndpoints,
};

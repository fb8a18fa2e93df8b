import { DbuJobStatus, DbuTeamsCard } from '../../features/dbu-sync/DbuTeamsCard';
import SystemSettingsScreen from '../../features/system-settings/SystemSettingsScreen';

/**
 * /admin/system-settings: the system-settings feature's screen with the DBU sync's parts
 * (decision 109): each team's DBU page beside Hold, each team's last run under Planlagte job.
 */
export default function SystemSettingsRoute() {
  return <SystemSettingsScreen dbuCard={<DbuTeamsCard />} jobsExtra={<DbuJobStatus />} />;
}

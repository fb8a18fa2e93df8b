import { ProfileSettingsScreen } from '../../features/profile/ProfileSettingsScreen';
import { MembershipTab } from '../../features/payments';

/**
 * /profile/settings: tabs Profil and Sikkerhed from the profile feature; the Medlemskab tab is
 * the payments feature's. Payments: pass `membershipTab={<YourMembershipTab />}` here.
 */
export default function ProfileSettingsRoute() {
  return <ProfileSettingsScreen membershipTab={<MembershipTab />} />;
}

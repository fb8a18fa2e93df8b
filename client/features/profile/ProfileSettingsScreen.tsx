import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { ProfileInfoTab } from './ProfileInfoTab';
import { SecurityTab } from './SecurityTab';
import './profile.css';

/**
 * Profilindstillinger (/profile/settings, part 2 §2): tabs Profil, Medlemskab, Sikkerhed.
 * The Medlemskab tab's content belongs to the payments feature and is passed in by the app.
 */
export function ProfileSettingsScreen({ membershipTab }: { membershipTab?: ReactNode }) {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') ?? 'profil');
  if (!user) return <Spinner />;
  const tabs = [
    { value: 'profil', label: 'Profil' },
    ...(membershipTab ? [{ value: 'medlemskab', label: 'Medlemskab' }] : []),
    { value: 'sikkerhed', label: 'Sikkerhed' },
  ];
  const current = tabs.some((t) => t.value === tab) ? tab : 'profil';
  return (
    <div className="screen">
      <PageHeader title="Profilindstillinger" backTo="/profile" />
      <Tabs
        label="Profilindstillinger"
        tabs={tabs}
        value={current}
        onChange={(value) => {
          setTab(value);
          setParams({ tab: value }, { replace: true });
        }}
      >
        {current === 'profil' ? <ProfileInfoTab user={user} /> : current === 'medlemskab' ? membershipTab : <SecurityTab />}
      </Tabs>
    </div>
  );
}

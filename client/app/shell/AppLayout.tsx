import type { ReactNode } from 'react';
import type { User } from '@common/contracts/user';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { PwaExtras } from './PwaExtras';

export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Spring til indhold
      </a>
      <Header user={user} />
      <PwaExtras />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <BottomNav role={user.role} />
    </div>
  );
}

import type { ReactNode } from 'react';
import type { User } from '@common/contracts/user';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { PwaExtras } from './PwaExtras';
import { SideNav } from './SideNav';
import './shell.css';

/**
 * The signed-in shell: header, content, and the menu — at the bottom on a phone, at the side from
 * 1024 px (decision 075; shell.css, which also gives screens the `.two-col` layout).
 */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Spring til indhold
      </a>
      <Header user={user} />
      <PwaExtras />
      <SideNav role={user.role} />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <BottomNav role={user.role} />
    </div>
  );
}

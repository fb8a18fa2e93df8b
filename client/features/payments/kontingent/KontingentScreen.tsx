import { useState } from 'react';
import { useHubBackTo } from '../../../lib/navigation/use-hub-back-to';
import { PageHeader } from '../../../ui/PageHeader';
import { Tabs } from '../../../ui/Tabs';
import { ArrearsPanel } from './ArrearsPanel';
import { MembershipPanel } from './MembershipPanel';
import { PaymentsPanel } from './PaymentsPanel';
import './kontingent.css';

/** Kontingent (/admin/kontingent; admin, board, coach): tabs Medlemskab, Betalinger, Udestående. */
export default function KontingentScreen() {
  const backTo = useHubBackTo();
  const [tab, setTab] = useState('membership');
  return (
    <div className="screen">
      <PageHeader title="Kontingent" backTo={backTo} />
      <Tabs
        label="Kontingent"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'membership', label: 'Medlemskab' },
          { value: 'payments', label: 'Betalinger' },
          { value: 'arrears', label: 'Udestående' },
        ]}
      >
        {tab === 'membership' ? <MembershipPanel /> : tab === 'payments' ? <PaymentsPanel /> : <ArrearsPanel />}
      </Tabs>
    </div>
  );
}

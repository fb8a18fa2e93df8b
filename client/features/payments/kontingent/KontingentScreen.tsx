import { useUrlParams } from '../../../lib/use-url-params';
import { useHubBackTo } from '../../../lib/navigation/use-hub-back-to';
import { PageHeader } from '../../../ui/PageHeader';
import { Tabs } from '../../../ui/Tabs';
import { ArrearsPanel } from './ArrearsPanel';
import { MembershipPanel } from './MembershipPanel';
import { PaymentsPanel } from './PaymentsPanel';
import './kontingent.css';

const TABS = ['membership', 'payments', 'arrears'];

/**
 * Kontingent (/admin/kontingent; admin, board, coach): tabs Medlemskab, Betalinger, Udestående.
 * The tab sits in the URL with the picker's filters (?tab=payments&role=player), so a reload keeps both.
 */
export default function KontingentScreen() {
  const backTo = useHubBackTo();
  const [params, changeParams] = useUrlParams();
  const tab = TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : 'membership';
  const setTab = (next: string) =>
    changeParams((out) => {
      if (next === 'membership') out.delete('tab');
      else out.set('tab', next);
      return out;
    });
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
        {tab === 'membership' ? (
          <MembershipPanel />
        ) : tab === 'payments' ? (
          <PaymentsPanel />
        ) : (
          <ArrearsPanel />
        )}
      </Tabs>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { AccountEvent, Member } from '@common/contracts/people';
import { membersEndpoints } from '@common/contracts/endpoints/members';
import { ACCOUNT_EVENT_LABELS } from '@common/domain/account-events';
import { call, queryKeyOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';

/** One line of the history: what happened, by whom, and the address an e-mail change named. */
const eventText = (event: AccountEvent) =>
  `${ACCOUNT_EVENT_LABELS[event.kind]}${event.detail ? `: ${event.detail}` : ''}${event.actorName ? ` (af ${event.actorName})` : ''}`;

/**
 * The member's history on Medlemmer (S20): passwords set by staff, e-mail changes asked and done,
 * "Log ud overalt", sign-ins by link and guessing that kept new browsers out, newest first.
 */
export function HistoryDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const id = member?.id ?? 0;
  const history = useQuery({
    queryKey: queryKeyOf(membersEndpoints.history, { params: { id } }),
    queryFn: () => call(membersEndpoints.history, { params: { id } }),
    enabled: member !== null,
  });
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="Historik"
      description={member ? `Sikkerhed på ${member.firstName} ${member.lastName}s konto.` : undefined}
    >
      {history.isLoading ? (
        <Skeleton rows={3} height={40} />
      ) : (history.data ?? []).length === 0 ? (
        <EmptyState compact title="Intet at vise endnu" />
      ) : (
        <ul className="history-list">
          {history.data!.map((event, i) => (
            <li key={`${event.createdAt}-${i}`}>
              <span>{eventText(event)}</span>
              <span className="muted small">{formatDateTime(event.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

import type { LinkValidity } from '@common/contracts/invitations';
import { formatDate, formatTime } from '../../lib/format';

/** The choices for a player link (decision 104); coach and board links always work one hour. */
export const VALIDITY_OPTIONS: ReadonlyArray<{ value: LinkValidity; label: string }> = [
  { value: '1h', label: '1 time' },
  { value: '1d', label: '1 dag' },
  { value: '7d', label: '7 dage' },
];

/** 'Linket virker til 28.11.2026 kl. 19:30', in Copenhagen time (D1, D23). */
export const linkWorksUntil = (expiresAt: string) =>
  `Linket virker til ${formatDate(expiresAt)} kl. ${formatTime(expiresAt)}`;

import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  CheckCircle2,
  CreditCard,
  Dumbbell,
  Goal,
  MailWarning,
  Pencil,
  Trophy,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ForYou, ForYouEvent } from '@common/contracts/home';
import type { Match } from '@common/contracts/matches';
import { countText, danishWholeNumber } from '@common/domain/danish-plural';
import { squadPlaceText } from '@common/domain/squads';
import { AttendanceButton } from '../../components/AttendanceButton';
import { showErrorToast } from '../../lib/error-toast';
import { formatDateTime, formatKr } from '../../lib/format';
import { remindNow } from '../../lib/remind';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { AvailabilityToggle } from '../../components/AvailabilityToggle';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { RemindButton } from '../../components/RemindButton';
import { AddCardPrompt, PendingPaymentCard, PlayerPaymentPrompt } from '../../features/payments';
import { UnreadAnnouncementsBanner } from '../../features/announcements/UnreadAnnouncementsBanner';
import { useUnreadAnnouncements } from '../../features/announcements/announcements-api';
import { useMatches } from '../../features/matches';
import { FOR_YOU_KEY, useAnswerForYou, useDismissPrompt } from './for-you-api';
import { rowAnswers, type ClubTask, type EventRow, type EventTask, type ForYouRow } from './for-you-rows';
import { nothingForYou } from './for-you-state';

// The result and goal dialogs load when a coach opens one, not with Hjem (P6).
const EditResultDialog = lazy(() =>
  import('../../features/matches/EditResultDialog').then((m) => ({ default: m.EditResultDialog })),
);
const MatchEventsDialog = lazy(() =>
  import('../../features/matches/MatchEventsDialog').then((m) => ({ default: m.MatchEventsDialog })),
);

const AVAILABILITY_ERROR = 'Kunne ikke opdatere tilgængelighed. Prøv igen.';

const eventName = (event: ForYouEvent) => (event.kind === 'match' ? `Kamp mod ${event.title}` : event.title);
/**
 * 'mod B93' for a match, the training's title and time: how the area's buttons name an event (two
 * trainings are often both called 'Træning').
 */
const eventObject = (event: ForYouEvent) =>
  event.kind === 'match' ? `mod ${event.title}` : `${event.title} ${formatDateTime(event.date)}`;

/** A link that looks like a small secondary button: where a task is done on another screen. */
function TaskLink({ to, label, children }: { to: string; label?: string; children: string }) {
  return (
    <Link to={to} className="btn btn-secondary btn-sm" aria-label={label}>
      {children}
    </Link>
  );
}

/** The result or goal dialog for a played match, with the match as Kampe has it. */
function MatchDialogButton({ event, kind }: { event: ForYouEvent; kind: 'result' | 'events' }) {
  const matches = useMatches();
  const [open, setOpen] = useState<Match | null>(null);
  const match = matches.data?.find((m) => m.id === event.id);
  const name = kind === 'result' ? 'Indtast resultat' : 'Tilføj målscorere';
  // A match older than the list holds: Kampe › Afsluttede has it.
  if (!match) return <TaskLink to="/matches">{name}</TaskLink>;
  const Icon = kind === 'result' ? Pencil : Goal;
  const Dialog = kind === 'result' ? EditResultDialog : MatchEventsDialog;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(match)}
        aria-label={`${name} ${eventObject(event)}`}
      >
        <Icon size={14} aria-hidden="true" /> {name}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog match={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** One staff task about the event: what is missing, and the one tap that does it. */
function EventTaskLine({ task }: { task: EventTask }) {
  const queryClient = useQueryClient();
  const { event } = task;
  const [text, action] = ((): [string, ReactNode] => {
    switch (task.kind) {
      case 'squad':
        return [
          'Holdet er ikke udtaget',
          <TaskLink key="a" to={`/matches/${event.id}/squad`} label={`Udtag holdet ${eventObject(event)}`}>
            Udtag holdet
          </TaskLink>,
        ];
      case 'remind':
        return [
          `${danishWholeNumber(task.count)} mangler svar`,
          <RemindButton
            key="a"
            label="Påmind dem, der ikke har svaret"
            what={`${eventName(event)}, ${formatDateTime(event.date)}`}
            onRemind={async () => {
              await remindNow(event.kind, event.id);
              await queryClient.invalidateQueries({ queryKey: FOR_YOU_KEY });
            }}
          />,
        ];
      case 'result':
        return ['Resultatet mangler', <MatchDialogButton key="a" event={event} kind="result" />];
      case 'events':
        return ['Målscorerne mangler', <MatchDialogButton key="a" event={event} kind="events" />];
      case 'attendance':
        return [
          'Fremmødet mangler',
          <AttendanceButton key="a" kind={event.kind} id={event.id} name={eventObject(event)} />,
        ];
    }
  })();
  return (
    <li className="for-you-task">
      <span>{text}</span>
      {action}
    </li>
  );
}

/** One match or training: the reader's own answer, their squad place and their tasks about it, in one row. */
function EventRowItem({
  row,
  busy,
  onAnswer,
}: {
  row: EventRow;
  busy: boolean;
  onAnswer: (event: ForYouEvent, available: boolean) => void;
}) {
  const { event } = row;
  const matches = useMatches();
  const match = event.kind === 'match' ? matches.data?.find((m) => m.id === event.id) : undefined;
  const Icon = event.kind === 'match' ? Trophy : Dumbbell;
  return (
    <li className="for-you-event" data-testid={`for-you-${event.kind}-${event.id}`}>
      <div className="for-you-event-text">
        <p className="for-you-event-title">
          <Icon size={16} aria-hidden="true" /> {eventName(event)}
        </p>
        <p className="small muted">
          {event.teamName ? `${event.teamName} · ` : ''}
          {formatDateTime(event.date)}
        </p>
        {row.squad ? (
          <p className="small for-you-squad" data-testid={`squad-place-${event.id}`}>
            <Badge tone={row.squad === 'reserve' ? 'amber' : 'green'}>{squadPlaceText(row.squad)}</Badge>
            <Link to={`/matches/${event.id}/squad`}>Se holdet</Link>
          </p>
        ) : null}
        {row.tasks.length ? (
          <ul className="for-you-tasks" aria-label={`Opgaver: ${eventName(event)}`}>
            {row.tasks.map((task) => (
              <EventTaskLine key={task.kind} task={task} />
            ))}
          </ul>
        ) : null}
      </div>
      {rowAnswers(row, match, new Date()) ? (
        <AvailabilityToggle
          label={`Tilgængelighed: ${eventName(event)}, ${formatDateTime(event.date)}`}
          value={row.answer ? null : (match?.myAvailability ?? null)}
          busy={busy}
          onAnswer={(available) => onAnswer(event, available)}
        />
      ) : null}
    </li>
  );
}

/** What a club task says, its icon, and where it is done. */
function clubTaskView(task: ClubTask): {
  Icon: LucideIcon;
  text: string;
  note?: string;
  link: [string, string];
} {
  switch (task.kind) {
    case 'kontingent-overdue':
      return {
        Icon: CreditCard,
        text: countText(task.count, 'kontingent er forfaldent', 'kontingenter er forfaldne'),
        note: `${formatKr(task.total)} i alt`,
        link: ['/admin/kontingent?tab=arrears', 'Se udestående'],
      };
    case 'registrations-unpaid':
      return {
        Icon: UserPlus,
        text: `${countText(task.count, 'tilmeldt spiller', 'tilmeldte spillere')} har ikke betalt spillerkontingent`,
        link: ['/admin/members?role=none', 'Se i Medlemmer'],
      };
    case 'failed-jobs':
      return {
        Icon: AlertTriangle,
        text: `${countText(task.count, 'planlagt job', 'planlagte job')} fejlede`,
        note: task.labels.join(', '),
        link: ['/admin/system-settings#jobs-title', 'Se Planlagte job'],
      };
    case 'failed-mails':
      return {
        Icon: MailWarning,
        text: `${countText(task.count, 'e-mail', 'e-mails')} kunne ikke sendes`,
        link: ['/admin/system-settings#outbox-title', 'Se Udgående e-mails'],
      };
    case 'unpaid-players':
      return {
        Icon: Wallet,
        text: `${countText(task.count, 'spiller', 'spillere')}${task.teamName ? ` på ${task.teamName}` : ''} har ikke betalt kontingent`,
        note: 'Til orientering: bestyrelsen følger op',
        link: ['/admin/kontingent?tab=arrears', 'Se udestående'],
      };
  }
}

function ClubRowItem({ task }: { task: ClubTask }) {
  const { Icon, text, note, link } = clubTaskView(task);
  return (
    <li className="for-you-event" data-testid={`for-you-task-${task.kind}`}>
      <div className="for-you-event-text">
        <p className="for-you-event-title">
          <Icon size={16} aria-hidden="true" /> {text}
        </p>
        {note ? <p className="small muted">{note}</p> : null}
      </div>
      <TaskLink to={link[0]}>{link[1]}</TaskLink>
    </li>
  );
}

/**
 * 'Til dig' (decision 075, decision 098): the top of Hjem, with what needs this person now: unread
 * opslag, a payment due, then one list in the order things are due, each event once with
 * everything about it (the reader's Klar / Ikke klar where it is missing, their squad place, a
 * coach's tasks about it), the board's and admin's club tasks, each one tap from where it is done;
 * then advice prompts they may hide. Each role sees only what is theirs (the server decides);
 * nothing left: one line, 'Du er helt opdateret'.
 */
export function ForYouSection({
  data,
  rows,
}: {
  data: ForYou | null | undefined;
  rows: readonly ForYouRow[];
}) {
  const { user } = useCurrentUser();
  const unread = useUnreadAnnouncements();
  const dismiss = useDismissPrompt();
  // One answer mutation for the list (a row leaves once answered; the toast must not go with it).
  const answer = useAnswerForYou();
  const onAnswer = (event: ForYouEvent, available: boolean) =>
    answer.mutate(
      { event, available },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        // Part 1 §9: always the spec's text, whatever the server said (as the availability card).
        onError: (error) => showErrorToast(error, { title: AVAILABILITY_ERROR }),
      },
    );
  const answering = answer.isPending ? answer.variables : undefined;
  if (!user) return null;
  const hide = () =>
    dismiss.mutate('add-card', {
      onError: (error) => showErrorToast(error, { title: 'Kunne ikke skjule forslaget' }),
    });
  const nothing = nothingForYou(data, user.role, unread.data?.length ?? 0);
  return (
    <section className="for-you" aria-labelledby="for-you-title">
      <h2 id="for-you-title" className="for-you-title">
        Til dig
      </h2>
      {/* slot: announcements — unread banner */}
      <UnreadAnnouncementsBanner />
      {/* slot: payments — player payment prompt (role none), outstanding payments */}
      <PlayerPaymentPrompt />
      <PendingPaymentCard />

      {rows.length ? (
        <Card aria-label="Dine opgaver" className="for-you-card">
          <ul className="for-you-list">
            {rows.map((row) =>
              row.type === 'event' ? (
                <EventRowItem
                  key={row.key}
                  row={row}
                  busy={answering?.event.kind === row.event.kind && answering.event.id === row.event.id}
                  onAnswer={onAnswer}
                />
              ) : (
                <ClubRowItem key={row.key} task={row.task} />
              ),
            )}
          </ul>
        </Card>
      ) : null}

      {/* slot: advice prompts the person may hide ('Skjul', stays hidden on every device) */}
      {data?.prompts.includes('add-card') ? <AddCardPrompt onHide={hide} /> : null}

      {nothing ? (
        <p className="for-you-done" role="status">
          <CheckCircle2 size={18} aria-hidden="true" /> Du er helt opdateret
        </p>
      ) : null}
    </section>
  );
}

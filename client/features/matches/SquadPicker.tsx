import { AlertTriangle, GripVertical, Plus, Repeat2, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import {
  SELECTION_LABEL,
  SQUAD_ABSENCE_LABEL,
  SQUAD_SELECTIONS,
  type SquadPlayer,
  type SquadSelection,
} from '@common/contracts/squads';
import { countSelected } from '@common/domain/squads';
import { useWideScreen } from '../../lib/use-wide-screen';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import {
  ANSWER_GROUPS,
  answerGroup,
  nextPlace,
  pickAllAnnouncement,
  pickAllReady,
  pickAnnouncement,
  pickWarnings,
  placeForNewPick,
  sortForPicking,
  type SquadLimits,
} from './squad-picker';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const SHORT: Record<SquadSelection, string> = { starter: 'Start', bench: 'Bænk', reserve: 'Reserve' };
/** What a drag carries (desktop): the player's id. */
const DRAG_TYPE = 'text/plain';

function AnswerBadge({ available }: { available: boolean | null }) {
  if (available === true) return <Badge tone="green">Klar</Badge>;
  if (available === false) return <Badge tone="red">Ikke klar</Badge>;
  return <Badge tone="grey">Ikke svaret</Badge>;
}

interface PickerProps {
  /** Every candidate with the place chosen on this screen (not yet saved). */
  players: SquadPlayer[];
  limits: SquadLimits;
  matchTeam: string | undefined;
  teamName: (code: string | null) => string;
  /** The picks differ from the saved squad. */
  unsaved: boolean;
  onPlace: (changes: ReadonlyArray<{ userId: number; selection: SquadSelection | null }>) => void;
  /** Above the list (the squad's status) and below it (borrowing, the meeting, saving): the count stays in view over all of it. */
  header: ReactNode;
  footer: ReactNode;
}

/**
 * Udtagelse's picker (decision 096): the players by answer (Klar, Ikke svaret, Ikke klar or absent),
 * one tap to pick, a second to move between Start, Bænk and Reserve, the count always in view, a
 * warning on the row for a pick who said Ikke klar, is absent or owes kontingent, and 'Udtag alle
 * Klar'. On a desktop the squad stands beside the list and players are dragged between its places.
 */
export function SquadPicker({
  players,
  limits,
  matchTeam,
  teamName,
  unsaved,
  onPlace,
  header,
  footer,
}: PickerProps) {
  const wide = useWideScreen();
  const [announcement, setAnnouncement] = useState('');
  const sorted = sortForPicking(players);
  const ready = sorted.filter((p) => answerGroup(p) === 'ready' && !p.selection).length;

  const place = (player: SquadPlayer, selection: SquadSelection | null) => {
    if (player.selection === selection) return;
    const after = players.map((p) => (p.userId === player.userId ? { ...p, selection } : p));
    onPlace([{ userId: player.userId, selection }]);
    setAnnouncement(
      pickAnnouncement(name(player), selection, pickWarnings(player), countSelected(after), limits.squadSize),
    );
  };
  const pick = (player: SquadPlayer) => place(player, placeForNewPick(players, limits));
  const pickAll = () => {
    const after = pickAllReady(players, limits);
    const changed = after.filter((p, i) => p.selection !== players[i]!.selection);
    onPlace(changed.map(({ userId, selection }) => ({ userId, selection })));
    setAnnouncement(pickAllAnnouncement(changed.length, countSelected(after), limits.squadSize));
  };
  const dropOn = (selection: SquadSelection | null) => (e: DragEvent) => {
    e.preventDefault();
    const player = players.find((p) => String(p.userId) === e.dataTransfer.getData(DRAG_TYPE));
    if (!player) return;
    place(player, selection ?? null);
  };

  const bar = (
    <SquadBar players={players} limits={limits} ready={ready} unsaved={unsaved} onPickAll={pickAll} />
  );
  return (
    <div className={wide ? 'squad-picker squad-picker-wide' : 'squad-picker'}>
      <div className="squad-main">
        {header}
        {wide ? null : bar}
        <p className="sr-only" role="status">
          {announcement}
        </p>
        <div
          className="squad-pool"
          onDragOver={wide ? allowDrop : undefined}
          onDrop={wide ? dropOn(null) : undefined}
        >
          {ANSWER_GROUPS.map(({ group, label }) => {
            const rows = sorted.filter((p) => answerGroup(p) === group);
            if (!rows.length) return null;
            return (
              <PoolGroup key={group} label={label} count={rows.length}>
                {rows.map((p) => (
                  <PlayerRow
                    key={p.userId}
                    player={p}
                    borrowedFrom={matchTeam && p.team !== matchTeam ? teamName(p.team) : null}
                    draggable={wide}
                    onPick={() => pick(p)}
                    onMove={() => p.selection && place(p, nextPlace(p.selection))}
                    onRemove={() => place(p, null)}
                  />
                ))}
              </PoolGroup>
            );
          })}
        </div>
        {footer}
      </div>
      {wide ? (
        <aside className="squad-lineup" aria-label="Truppen">
          {bar}
          {SQUAD_SELECTIONS.map((selection) => (
            <LineupZone
              key={selection}
              selection={selection}
              players={sorted.filter((p) => p.selection === selection)}
              limits={limits}
              onDrop={dropOn(selection)}
            />
          ))}
        </aside>
      ) : null}
    </div>
  );
}

const allowDrop = (e: DragEvent) => {
  e.preventDefault();
  e.dataTransfer.dropEffect = 'move';
};

/** The count against the squad size, how many start, sit on the bench and stand in reserve, and 'Udtag alle Klar'. */
function SquadBar({
  players,
  limits,
  ready,
  unsaved,
  onPickAll,
}: {
  players: SquadPlayer[];
  limits: SquadLimits;
  ready: number;
  unsaved: boolean;
  onPickAll: () => void;
}) {
  const selected = countSelected(players);
  const of = (s: SquadSelection) => players.filter((p) => p.selection === s).length;
  return (
    <div className="squad-bar">
      <strong className="squad-count">
        Udtaget {selected}/{limits.squadSize}
      </strong>
      {/* aria-disabled, not disabled: the focus stays on it after the tap that empties it. */}
      <Button
        size="sm"
        variant="secondary"
        className="squad-pick-all"
        onClick={ready ? onPickAll : undefined}
        aria-disabled={ready === 0}
      >
        {ready ? `Udtag alle Klar (${ready})` : 'Alle Klar udtaget'}
      </Button>
      <span className="squad-breakdown">
        Start {of('starter')} · Bænk {of('bench')} · Reserve {of('reserve')}
        {unsaved ? <span className="squad-unsaved"> · ikke gemt</span> : null}
      </span>
      {selected > limits.squadSize ? (
        <p className="squad-warning">Du har udtaget flere end holdets {limits.squadSize} spillere</p>
      ) : null}
    </div>
  );
}

function PoolGroup({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section className="squad-pool-group" aria-labelledby={id}>
      <h2 id={id} className="squad-group-title">
        {label} <span className="muted">({count})</span>
      </h2>
      <ul className="squad-list">{children}</ul>
    </section>
  );
}

function PlayerRow({
  player: p,
  borrowedFrom,
  draggable,
  onPick,
  onMove,
  onRemove,
}: {
  player: SquadPlayer;
  borrowedFrom: string | null;
  draggable: boolean;
  onPick: () => void;
  onMove: () => void;
  onRemove: () => void;
}) {
  const actions = useRef<HTMLDivElement>(null);
  const warnings = p.selection ? pickWarnings(p) : [];
  const classes = [
    'squad-row',
    p.selection ? `squad-row-${p.selection}` : '',
    warnings.length ? 'squad-row-warn' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      data-testid={`squad-player-${p.userId}`}
      draggable={draggable || undefined}
      onDragStart={draggable ? (e) => startDrag(e, p.userId) : undefined}
    >
      <div className="squad-who">
        <p className="squad-name">
          {p.jerseyNumber ? `${p.jerseyNumber}. ` : ''}
          {name(p)}
        </p>
        <p className="squad-sub">
          <AnswerBadge available={p.available} />
          {p.position ? <span>{p.position}</span> : null}
          {borrowedFrom ? <Badge tone="blue">Lånt fra {borrowedFrom}</Badge> : null}
          {/* Once picked, these become the row's warning below. */}
          {!p.selection && p.absence ? <Badge tone="red">{SQUAD_ABSENCE_LABEL[p.absence]}</Badge> : null}
          {!p.selection && p.unpaid ? <Badge tone="amber">Kontingent ikke betalt</Badge> : null}
        </p>
        {p.comment ? <p className="squad-comment">”{p.comment}”</p> : null}
        {warnings.length ? (
          <p className="squad-row-warning">
            <AlertTriangle size={14} aria-hidden="true" />
            <span>Bemærk: {warnings.join(' · ')}</span>
          </p>
        ) : null}
      </div>
      {/* One button picks and then moves, so the focus stays on it tap after tap. */}
      <div className="squad-actions" ref={actions}>
        <Button
          size="sm"
          variant="secondary"
          className={p.selection ? `squad-place-btn squad-place-${p.selection}` : 'squad-pick-btn'}
          aria-label={
            p.selection
              ? `${name(p)} er i ${SELECTION_LABEL[p.selection]}. Flyt til ${SELECTION_LABEL[nextPlace(p.selection)]}`
              : `Udtag ${name(p)}`
          }
          onClick={p.selection ? onMove : onPick}
        >
          {p.selection ? (
            <>
              {SHORT[p.selection]}
              <Repeat2 size={16} aria-hidden="true" />
            </>
          ) : (
            <>
              <Plus size={16} aria-hidden="true" />
              Udtag
            </>
          )}
        </Button>
        {p.selection ? (
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Tag ${name(p)} ud af truppen`}
            onClick={() => {
              onRemove();
              // The × goes with the pick: the focus goes back to 'Udtag'.
              actions.current?.querySelector('button')?.focus();
            }}
          >
            <X size={18} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function startDrag(e: DragEvent, userId: number) {
  e.dataTransfer.setData(DRAG_TYPE, String(userId));
  e.dataTransfer.effectAllowed = 'move';
}

/** Desktop: one of the squad's places, a drop target listing who stands there. */
function LineupZone({
  selection,
  players,
  limits,
  onDrop,
}: {
  selection: SquadSelection;
  players: SquadPlayer[];
  limits: SquadLimits;
  onDrop: (e: DragEvent) => void;
}) {
  const [over, setOver] = useState(false);
  const id = useId();
  const target = selection === 'starter' ? `/${limits.starters}` : '';
  return (
    <section
      className={over ? 'squad-zone squad-zone-over' : 'squad-zone'}
      data-place={selection}
      aria-labelledby={id}
      onDragOver={(e) => {
        allowDrop(e);
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        onDrop(e);
      }}
    >
      <h3 id={id} className="squad-zone-title">
        {SELECTION_LABEL[selection]}{' '}
        <span className="muted">
          {players.length}
          {target}
        </span>
      </h3>
      {players.length ? (
        <ul className="squad-zone-list">
          {players.map((p) => (
            <li key={p.userId} draggable onDragStart={(e) => startDrag(e, p.userId)}>
              <GripVertical size={14} className="squad-grip" aria-hidden="true" />
              <span className="squad-zone-name">
                {p.jerseyNumber ? `${p.jerseyNumber}. ` : ''}
                {name(p)}
              </span>
              {pickWarnings(p).length ? (
                <span className="squad-zone-warn">
                  <AlertTriangle size={14} aria-hidden="true" />
                  <span className="sr-only">Bemærk: {pickWarnings(p).join(', ')}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="squad-zone-empty">Træk spillere hertil</p>
      )}
    </section>
  );
}

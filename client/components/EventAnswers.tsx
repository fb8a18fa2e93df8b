import { useState } from 'react';
import type { AnswerSummary } from '@common/contracts/event-answers';
import { AvailabilityToggle } from './AvailabilityToggle';
import { Avatar } from '../ui/Avatar';
import { Dialog } from '../ui/Dialog';
import './event-card.css';

/** '8 klar · 3 ikke klar · 5 mangler svar' (decision 078). */
export function answerCountsText(a: Pick<AnswerSummary, 'klar' | 'ikkeKlar' | 'mangler'>): string {
  return `${a.klar} klar · ${a.ikkeKlar} ikke klar · ${a.mangler} mangler svar`;
}

/**
 * An event's answers on its card (decision 078): the counts for everyone, the faces of who is coming
 * for those the server names them to (staff and the team's players, D22; tap for the list), and the person's own one-tap
 * Klar / Ikke klar when they are asked and the event still takes answers.
 */
export function EventAnswers({
  name,
  answers,
  myAnswer,
  canAnswer,
  busy,
  onAnswer,
  extra,
}: {
  /** What the event is called in labels: 'mod B93', 'Træning tirsdag'. */
  name: string;
  answers: AnswerSummary;
  myAnswer: boolean | null;
  /** Asked (isAskedToAnswer) and still open for answers. */
  canAnswer: boolean;
  busy: boolean;
  onAnswer: (available: boolean) => void;
  /** Shown after the counts, e.g. '· 4 forventet'. */
  extra?: string;
}) {
  const [open, setOpen] = useState(false);
  const faces = answers.coming;
  const more = Math.max(0, answers.klar - faces.length);
  return (
    <div className="event-answers">
      <div className="event-answers-line">
        {faces.length ? (
          <button
            type="button"
            className="avatar-stack"
            onClick={() => setOpen(true)}
            aria-label={`Se hvem der er klar ${name} (${answers.klar})`}
          >
            {faces.map((p) => (
              <Avatar key={p.id} src={p.profileImageUrl} firstName={p.firstName} lastName={p.lastName} size={28} />
            ))}
            {more ? <span className="avatar-stack-more">+{more}</span> : null}
          </button>
        ) : null}
        <p className="event-counts">
          {answerCountsText(answers)}
          {extra ?? ''}
        </p>
      </div>
      {canAnswer ? (
        <AvailabilityToggle label={`Tilgængelighed ${name}`} value={myAnswer} busy={busy} onAnswer={(a) => onAnswer(a)} />
      ) : null}
      {open ? (
        <Dialog open onClose={() => setOpen(false)} title={`Klar ${name}`}>
          <ul className="coming-list">
            {faces.map((p) => (
              <li key={p.id}>
                <Avatar src={p.profileImageUrl} firstName={p.firstName} lastName={p.lastName} size={32} />
                <span>
                  {p.firstName} {p.lastName}
                </span>
              </li>
            ))}
          </ul>
          {more ? <p className="small muted">og {more} mere</p> : null}
        </Dialog>
      ) : null}
    </div>
  );
}

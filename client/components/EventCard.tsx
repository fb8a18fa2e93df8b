import type { ReactNode } from 'react';
import { dateTileParts } from '../lib/format';
import './event-card.css';

/**
 * One match or training as a card (decision 078): a date tile, the title with its badge, the
 * time and place, and below whatever the area adds (answers, staff buttons).
 */
export function EventCard({
  date,
  title,
  badge,
  meta,
  children,
  cancelled,
  className,
  testId,
  headingLevel = 3,
}: {
  date: string;
  title: ReactNode;
  badge?: ReactNode;
  /** Lines under the title: time, place, team. */
  meta: ReactNode[];
  children?: ReactNode;
  cancelled?: boolean;
  className?: string;
  testId?: string;
  /** The title's heading level: 3 under a group or card heading, 2 in a list straight under the screen's h1. */
  headingLevel?: 2 | 3;
}) {
  const tile = dateTileParts(date);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`event-card${cancelled ? ' event-cancelled' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="event-card-top">
        <div className="event-date" aria-hidden="true">
          <span className="event-date-weekday">{tile.weekday}</span>
          <span className="event-date-day">{tile.day}</span>
          <span className="event-date-month">{tile.month}</span>
        </div>
        <div className="event-card-main">
          <div className="event-card-head">
            <Title className="event-title">{title}</Title>
            {badge}
          </div>
          {meta.map((line, i) => (
            <p key={i} className="event-meta">
              {line}
            </p>
          ))}
        </div>
      </div>
      {children}
    </li>
  );
}

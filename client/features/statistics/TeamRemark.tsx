import { useState } from 'react';
import type { LeagueRow } from '@common/contracts/statistics';

/** Shown when DBU marked a team with '!' but the paste held no explanation. */
export const REMARK_WITHOUT_TEXT = 'DBU har en bemærkning til holdet. Se stillingen på dbu.dk.';

/** Whether DBU marked the row with '!' (a stored table from before remarks were kept has none). */
export const hasRemark = (row: LeagueRow) => row.remark !== null && row.remark !== undefined;

export const remarkText = (row: LeagueRow) => row.remark || REMARK_WITHOUT_TEXT;

/**
 * DBU's '!' beside a team's name, as on dbu.dk: a disclosure button that shows the remark under
 * the name on tap, click, Enter or Space (Escape hides it). Its description is the remark in the
 * list under the table, so a screen reader reads it as soon as the button has focus.
 */
export function RemarkButton({
  row,
  bubbleId,
  noteId,
}: {
  row: LeagueRow;
  bubbleId: string;
  noteId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="remark-toggle"
        aria-label={`Bemærkning fra DBU om ${row.team}`}
        aria-expanded={open}
        aria-controls={bubbleId}
        aria-describedby={noteId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        !
      </button>
      <span id={bubbleId} className="remark-bubble" hidden={!open}>
        {remarkText(row)}
      </span>
    </>
  );
}

/** The remarks listed under the table, one per marked team. */
export function RemarkList({ rows, noteId }: { rows: LeagueRow[]; noteId: (row: LeagueRow) => string }) {
  const marked = rows.filter(hasRemark);
  if (marked.length === 0) return null;
  return (
    <section className="league-remarks small" aria-label="Bemærkninger fra DBU">
      <h2 className="league-remarks-title">Bemærkninger fra DBU</h2>
      <ul>
        {marked.map((row) => (
          <li key={`${row.position}-${row.team}`} id={noteId(row)}>
            <span className="remark-mark" aria-hidden="true">
              !
            </span>{' '}
            <strong>{row.team}:</strong> {remarkText(row)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId } from 'react';
import type { LeagueRow } from '@common/contracts/statistics';
import { RemarkButton, RemarkList, hasRemark } from './TeamRemark';

const FORM_LABEL = {
  W: { short: 'V', long: 'Vundet' },
  D: { short: 'U', long: 'Uafgjort' },
  L: { short: 'T', long: 'Tabt' },
} as const;
/** Positions 9 and below are the relegation zone (part 1 §2). */
export const RELEGATION_FROM = 9;

export function FormBadges({ form }: { form: LeagueRow['form'] }) {
  const last = form.slice(-2);
  if (last.length === 0)
    return (
      <span className="muted" aria-label="Ingen resultater">
        –
      </span>
    );
  return (
    <span className="form-badges">
      {last.map((f, i) => (
        <abbr key={i} className={`form-badge form-${f}`} title={FORM_LABEL[f].long}>
          {FORM_LABEL[f].short}
        </abbr>
      ))}
    </span>
  );
}

function rowClass(row: LeagueRow) {
  return [
    row.isOwnTeam ? 'own-team' : '',
    row.position <= 3 ? 'top-three' : '',
    row.position >= RELEGATION_FROM ? 'relegation' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The league table: the one table in the app (architecture guide), scrolls sideways on small
 * phones. DBU's remarks ('!', usually a point deduction) sit beside the team and are listed under
 * the table; the points are as DBU printed them.
 */
export function LeagueTableView({ rows, caption }: { rows: LeagueRow[]; caption: string }) {
  const prefix = useId();
  const rowKey = (row: LeagueRow) => `${prefix}-${rows.indexOf(row)}`;
  const noteId = (row: LeagueRow) => `${rowKey(row)}-remark`;
  return (
    <>
      <div className="league-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="league-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Placering">#</abbr>
              </th>
              <th scope="col" className="team-col">
                Hold
              </th>
              <th scope="col">
                <abbr title="Kampe">K</abbr>
              </th>
              <th scope="col">
                <abbr title="Vundne">V</abbr>
              </th>
              <th scope="col">
                <abbr title="Uafgjorte">U</abbr>
              </th>
              <th scope="col">
                <abbr title="Tabte">T</abbr>
              </th>
              <th scope="col">
                <abbr title="Målforskel">+/-</abbr>
              </th>
              <th scope="col">
                <abbr title="Point">P</abbr>
              </th>
              <th scope="col">Form</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.position}-${row.team}`}
                className={rowClass(row)}
                aria-current={row.isOwnTeam ? 'true' : undefined}
              >
                <td>{row.position}</td>
                <th scope="row" className="team-col">
                  {row.team}
                  {hasRemark(row) ? (
                    <RemarkButton row={row} bubbleId={`${rowKey(row)}-bubble`} noteId={noteId(row)} />
                  ) : null}
                  {row.isOwnTeam ? <span className="sr-only"> (vores hold)</span> : null}
                  {row.position >= RELEGATION_FROM ? (
                    <span className="sr-only"> (nedrykningszone)</span>
                  ) : null}
                </th>
                <td>{row.played}</td>
                <td>{row.wins}</td>
                <td>{row.draws}</td>
                <td>{row.losses}</td>
                <td>{signed(row.goalDiff)}</td>
                <td className="points">{row.points}</td>
                <td>
                  <FormBadges form={row.form} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RemarkList rows={rows} noteId={noteId} />
    </>
  );
}

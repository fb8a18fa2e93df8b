import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PlayerStats } from '@common/contracts/player-stats';
import { useTeams } from '../../lib/reads/teams';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { leaderboardsQuery, leaderboardSeasons } from './leaderboard-query';

type Board = 'goals' | 'assists' | 'cards' | 'motm';
/** Short tab labels (four fit a phone's width); the list is named by its title. */
const BOARDS: Array<{ value: Board; label: string; title: string; unit: string }> = [
  { value: 'goals', label: 'Mål', title: 'Topscorer', unit: 'mål' },
  { value: 'assists', label: 'Assists', title: 'Assists', unit: 'assists' },
  { value: 'cards', label: 'Kort', title: 'Kort', unit: 'kort' },
  { value: 'motm', label: 'Kampens spiller', title: 'Kampens spiller', unit: 'gange' },
];
type Row = PlayerStats[number];
const score = (r: Row, board: Board) => (board === 'cards' ? r.yellow + r.red : r[board]);

/**
 * Statistik's leaderboards (decision 073): topscorer, assists, cards and Kampens spiller for the
 * season, per team or club-wide, with each player's matches played. Names and numbers only.
 */
export function Leaderboards() {
  const teams = useTeams();
  const seasons = useMemo(leaderboardSeasons, []);
  const [team, setTeam] = useState('');
  const [season, setSeason] = useState(0);
  const [board, setBoard] = useState<Board>('goals');
  const period = seasons[season]!;
  const stats = useQuery(leaderboardsQuery(team, period));
  const teamName = (code: string | null) => teams.data?.find((t) => t.code === code)?.displayName ?? '';
  const unit = BOARDS.find((b) => b.value === board)!.unit;
  const rows = (stats.data ?? [])
    .filter((r) => score(r, board) > 0)
    .sort(
      (a, b) =>
        score(b, board) - score(a, board) || (board === 'cards' ? b.red - a.red : 0) || a.played - b.played,
    )
    .slice(0, 10);

  return (
    <Card aria-label="Spillerstatistik">
      <CardTitle icon={<Trophy size={18} aria-hidden="true" />}>Spillerstatistik</CardTitle>
      <div className="form-row">
        <SelectField
          label="Hold i spillerstatistikken"
          value={team}
          onChange={(e) => setTeam(e.target.value)}
        >
          <option value="">Hele klubben</option>
          {(teams.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sæson i spillerstatistikken"
          value={season}
          onChange={(e) => setSeason(Number(e.target.value))}
        >
          {seasons.map((s, i) => (
            <option key={s.from} value={i}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Tabs
        label="Spillerstatistik"
        value={board}
        onChange={(v) => setBoard(v as Board)}
        tabs={BOARDS.map(({ value, label }) => ({ value, label }))}
      >
        {stats.isLoading ? (
          <Skeleton rows={5} height={40} />
        ) : rows.length === 0 ? (
          <EmptyState compact title="Ingen endnu i denne sæson" />
        ) : (
          <ol className="leaderboard" aria-label={BOARDS.find((b) => b.value === board)!.title}>
            {rows.map((r, i) => (
              <li key={r.userId} className="leaderboard-row">
                <span className="leaderboard-rank" aria-hidden="true">
                  {i + 1}.
                </span>
                <span className="leaderboard-name">
                  {r.firstName} {r.lastName}
                  <span className="small muted">
                    {team ? '' : `${teamName(r.team)} · `}
                    {r.played} {r.played === 1 ? 'kamp' : 'kampe'}
                  </span>
                </span>
                <span className="leaderboard-score" aria-label={`${score(r, board)} ${unit}`}>
                  {board === 'cards' ? `${r.yellow} gule · ${r.red} røde` : score(r, board)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Tabs>
    </Card>
  );
}

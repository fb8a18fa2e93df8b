import { Trophy } from 'lucide-react';
import type { LeagueTable } from '@common/contracts/statistics';
import { plural } from '@common/domain/danish-plural';
import { Card, CardTitle } from '../../ui/Card';
import { FormBadges, RELEGATION_FROM } from './LeagueTableView';

/** The summary card for the club's own team in the chosen table. */
export function OwnTeamSummary({ table }: { table: LeagueTable }) {
  const own = table.data.find((r) => r.isOwnTeam);
  if (!own) return null;
  const zone = own.position <= 3 ? 'I toppen' : own.position >= RELEGATION_FROM ? 'I nedrykningszonen' : null;
  return (
    <Card className="card-club own-summary" aria-label={`${table.name}: ${own.position}. plads`}>
      <CardTitle icon={<Trophy size={20} aria-hidden="true" />}>{table.name}</CardTitle>
      <div className="own-summary-grid">
        <div>
          <span className="own-summary-value">{own.position}.</span>
          <span className="muted">plads</span>
        </div>
        <div>
          <span className="own-summary-value">{own.points}</span>
          <span className="muted">point</span>
        </div>
        <div>
          <span className="own-summary-value">{own.played}</span>
          <span className="muted">{plural(own.played, 'kamp', 'kampe')}</span>
        </div>
        <div>
          <FormBadges form={own.form} />
          <span className="muted">seneste</span>
        </div>
      </div>
      <p className="muted small">
        {own.wins} V · {own.draws} U · {own.losses} T · mål {own.goalsFor}-{own.goalsAgainst}
        {zone ? ` · ${zone}` : ''}
      </p>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  trainerLinkRequest,
  type LinkResponse,
  type LinkRole,
  type LinkValidity,
} from '@common/contracts/invitations';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { LinkResult } from './LinkResult';
import { useTeams } from '../../lib/reads/teams';
import { registrationUrl } from './invitations-api';
import { VALIDITY_OPTIONS } from './link-validity';

/** The contract's team rule ('Vælg et hold') where the link needs a team; otherwise any choice. */
const withTeam = trainerLinkRequest.required({ validity: true });
const withoutTeam = z.object({ team: z.string(), validity: z.enum(['1h']) });

/**
 * A team select (when the kind needs one), how long a player link works (1 time, 1 dag, 7 dage;
 * decision 104) and a button that makes the link.
 */
export function LinkGenerator({
  role,
  needsTeam,
  generate,
  buttonLabel,
  teamFilter = () => true,
}: {
  role: LinkRole;
  needsTeam: boolean;
  generate: (team: string, validity: LinkValidity) => Promise<LinkResponse>;
  buttonLabel: string;
  /** The teams offered: a coach's own (D20); every team for the admin. */
  teamFilter?: (code: string) => boolean;
}) {
  const teams = useTeams();
  const form = useForm<{ team: string; validity: LinkValidity }>({
    resolver: zodResolver(needsTeam ? withTeam : withoutTeam),
    defaultValues: { team: '', validity: '1h' },
  });
  const [result, setResult] = useState<LinkResponse | null>(null);
  const onGenerate = form.handleSubmit(async ({ team, validity }) => {
    try {
      setResult(await generate(team, validity));
    } catch {
      showToast({
        title: 'Fejl',
        description: 'Der opstod en fejl under oprettelse af linket.',
        variant: 'error',
      });
    }
  });
  return (
    <div className="stack">
      {needsTeam ? (
        <SelectField
          label="Hold"
          error={form.formState.errors.team?.message}
          {...form.register('team', { onChange: () => setResult(null) })}
        >
          <option value="">Vælg hold</option>
          {(teams.data ?? [])
            .filter((t) => teamFilter(t.code))
            .map((t) => (
              <option key={t.code} value={t.code}>
                {t.displayName}
              </option>
            ))}
        </SelectField>
      ) : null}
      {role === 'player' ? (
        <SelectField
          label="Linket virker i"
          error={form.formState.errors.validity?.message}
          {...form.register('validity', { onChange: () => setResult(null) })}
        >
          {VALIDITY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button onClick={() => void onGenerate()} loading={form.formState.isSubmitting}>
        <Link2 size={16} aria-hidden="true" /> {buttonLabel}
      </Button>
      {result ? (
        <LinkResult
          url={registrationUrl(role, result.token)}
          expiresAt={result.expiresAt}
          token={result.token}
        />
      ) : null}
    </div>
  );
}

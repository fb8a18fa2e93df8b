import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import './button.css';
import './page-header.css';
import { ButtonLink } from './ButtonLink';

/** A screen title, with an optional back link and actions on the right. */
export function PageHeader({ title, backTo, actions, subtitle }: { title: string; backTo?: string; actions?: ReactNode; subtitle?: string }) {
  return (
    <div className="page-header">
      {backTo ? (
        <ButtonLink to={backTo} variant="ghost" size="icon" aria-label="Tilbage">
          <ArrowLeft aria-hidden="true" size={20} />
        </ButtonLink>
      ) : null}
      <div className="page-header-text">
        <h1>{title}</h1>
        {subtitle ? <p className="muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </div>
  );
}

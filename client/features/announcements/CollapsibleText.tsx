import { useState } from 'react';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { Button } from '../../ui/Button';

/** Part 1 §9: text over 150 characters collapses with 'Læs mere' / 'Vis mindre'. */
export const COLLAPSE_AT = 150;

export function collapsedText(text: string): string {
  return text.length > COLLAPSE_AT ? `${text.slice(0, COLLAPSE_AT).trimEnd()}…` : text;
}

export function CollapsibleText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > COLLAPSE_AT;
  return (
    <div className="announcement-text">
      <LinkifiedText text={long && !expanded ? collapsedText(text) : text} />
      {long ? (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Vis mindre' : 'Læs mere'}
        </Button>
      ) : null}
    </div>
  );
}

import type { CardResult } from './card-result';
import type { FailureTexts } from './failure-texts';

type Failure = Extract<CardResult, { status: 'failed' | 'error' }>;

/**
 * Why a payment or a card was refused, right under the form (F20): also inside a
 * dialog, where a page toast would lie under the backdrop. Keyed by attempt where it is used, so
 * a repeated refusal is a new alert and is announced again.
 */
export function CardFailure({ failure, texts }: { failure: Failure; texts: FailureTexts }) {
  const title = failure.status === 'failed' ? texts.refused : texts.unexpected.title;
  const detail = failure.status === 'failed' ? failure.message : texts.unexpected.detail;
  return (
    <div className="card-failure" role="alert">
      <strong>{title}</strong> <span>{detail}</span>
    </div>
  );
}

import type { ChatPoll } from '@common/contracts/chat';
import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { useVote } from './chat-api';

/** A poll with live results: one vote per person, changeable while it is open. */
export function PollCard({ poll, channel }: { poll: ChatPoll; channel: string }) {
  const vote = useVote(channel);
  const choose = (optionIndex: number) =>
    vote.mutate(
      { pollId: poll.id, optionIndex },
      {
        onError: (err) =>
          showToast({
            title: 'Kunne ikke stemme',
            description: errorMessage(err, 'Prøv igen.'),
            variant: 'error',
          }),
      },
    );
  return (
    <fieldset className="poll" disabled={!poll.isActive || vote.isPending}>
      <legend className="poll-question">{poll.question}</legend>
      {poll.options.map((option, i) => {
        const votes = poll.counts[i] ?? 0;
        const pct = poll.totalVotes ? Math.round((votes / poll.totalVotes) * 100) : 0;
        const mine = poll.myVote === i;
        return (
          <button
            key={i}
            type="button"
            className={mine ? 'poll-option poll-option-mine' : 'poll-option'}
            aria-pressed={mine}
            aria-label={`${option}: ${votes} ${votes === 1 ? 'stemme' : 'stemmer'}${mine ? ', din stemme' : ''}`}
            onClick={() => choose(i)}
          >
            <span className="poll-bar" style={{ width: `${pct}%` }} aria-hidden="true" />
            <span className="poll-label">{option}</span>
            <span className="poll-count">{votes}</span>
          </button>
        );
      })}
      <p className="muted small">
        {poll.totalVotes} {poll.totalVotes === 1 ? 'stemme' : 'stemmer'}
        {poll.isActive
          ? poll.myVote === null
            ? ' · Tryk for at stemme'
            : ' · Du kan ændre din stemme'
          : ' · Afstemningen er lukket'}
      </p>
    </fieldset>
  );
}

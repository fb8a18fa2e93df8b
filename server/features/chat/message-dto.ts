import type { ChatMessage, ChatPoll, MessageType } from '@common/contracts/chat';
import type { ChatRepository, MessageRow } from './chat.repository';

/**
 * Messages as the client sees them, with their polls' live results. Three queries for any
 * number of messages (polls, counts, my votes): never one per row.
 */
export async function toMessageDtos(
  repo: ChatRepository,
  rows: MessageRow[],
  viewerId: number,
  now: Date,
): Promise<ChatMessage[]> {
  const pollIds = [...new Set(rows.flatMap((r) => (r.pollId ? [r.pollId] : [])))];
  const [pollRows, counts, mine] = await Promise.all([
    repo.polls(pollIds),
    repo.voteCounts(pollIds),
    repo.myVotes(pollIds, viewerId),
  ]);
  const polls = new Map<number, ChatPoll>();
  for (const p of pollRows) {
    const tally = p.options.map(
      (_, i) => counts.find((c) => c.pollId === p.id && c.optionIndex === i)?.n ?? 0,
    );
    polls.set(p.id, {
      id: p.id,
      question: p.question,
      options: p.options,
      counts: tally,
      totalVotes: tally.reduce((a, b) => a + b, 0),
      myVote: mine.find((m) => m.pollId === p.id)?.optionIndex ?? null,
      isActive: p.isActive && (!p.expiresAt || p.expiresAt > now),
      expiresAt: p.expiresAt ? p.expiresAt.toISOString() : null,
    });
  }
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    userId: r.userId,
    senderName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : 'Tidligere medlem',
    senderImageUrl: r.senderImageUrl ?? null,
    message: r.message,
    messageType: r.messageType as MessageType,
    fileName: r.fileName,
    fileSize: r.fileSize,
    fileUrl: r.fileUrl,
    duration: r.duration,
    poll: r.pollId ? (polls.get(r.pollId) ?? null) : null,
    isPinned: r.isPinned,
    pinnedAt: r.pinnedAt ? r.pinnedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

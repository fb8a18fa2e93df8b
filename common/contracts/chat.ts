import { z } from 'zod';
import { idInUrl } from './ids';
import { CLUB_CHANNEL, MAX_CHAT_FILE_BYTES, MAX_MESSAGE_CHARS, MAX_VOICE_SECONDS } from './plain-values';

/** Re-exported for the server; screens import them from plain-values (no zod on the chat's first load). */
export { CLUB_CHANNEL, MAX_CHAT_FILE_BYTES, MAX_MESSAGE_CHARS, MAX_VOICE_SECONDS };
export const CHAT_PAGE_SIZE = 30;

export const MESSAGE_TYPES = ['text', 'audio', 'image', 'file', 'poll'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

const channelField = z.string().trim().min(1, 'Vælg en chat').max(100);

export const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  unread: z.number().int(),
  muted: z.boolean(),
  lastMessageAt: z.string().nullable(),
});
export type ChatChannel = z.infer<typeof channelSchema>;
export const channelsResponse = z.array(channelSchema);

export const pollSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  counts: z.array(z.number().int()),
  totalVotes: z.number().int(),
  myVote: z.number().int().nullable(),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type ChatPoll = z.infer<typeof pollSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  userId: z.number().int().nullable(),
  senderName: z.string(),
  senderImageUrl: z.string().nullable(),
  message: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  fileUrl: z.string().nullable(),
  duration: z.number().int().nullable(),
  poll: pollSchema.nullable(),
  isPinned: z.boolean(),
  pinnedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messagesQuery = z.strictObject({
  channel: channelField.default(CLUB_CHANNEL),
  /** Paging into history: messages older than this id. */
  before: idInUrl('Ugyldig besked').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
/** What a client may send: channel and limit have defaults. */
export type MessagesQuery = z.input<typeof messagesQuery>;
export const messagesResponse = z.object({
  channel: z.string(),
  /** Newest first. */
  messages: z.array(chatMessageSchema),
  pinned: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

const messageText = z
  .string('Beskeden må ikke være tom')
  .max(MAX_MESSAGE_CHARS, `Beskeden må højst være ${MAX_MESSAGE_CHARS} tegn`);
/** A text post's message: not blank, at most MAX_MESSAGE_CHARS (the chat's composer checks the same). */
export const textMessage = messageText.refine((s) => s.trim().length > 0, 'Beskeden må ikke være tom');

export const postMessageRequest = z.discriminatedUnion(
  'messageType',
  [
    z.strictObject({
      channel: channelField,
      messageType: z.literal('text').default('text'),
      message: textMessage,
    }),
    z.strictObject({
      channel: channelField,
      messageType: z.enum(['image', 'file', 'audio']),
      /** The stored path returned by the upload: /objects/uploads/{id}. */
      fileUrl: z.string().regex(/^\/objects\/uploads\/[A-Za-z0-9_-]{8,80}$/, 'Ugyldig fil'),
      fileName: z.string().trim().min(1, 'Filnavn mangler').max(200, 'Filnavnet er for langt'),
      message: messageText.optional(),
      duration: z.number().int().min(1).max(MAX_VOICE_SECONDS, 'Talebeskeden er for lang').optional(),
    }),
  ],
  { error: 'Ugyldig beskedtype' },
);
export type PostMessageRequest = z.infer<typeof postMessageRequest>;
/** What a client may send: a text post may leave messageType out. */
export type PostMessageInput = z.input<typeof postMessageRequest>;

/** Text posts may leave messageType out: the spec's plain { channel, message }. */
export const postMessageBody = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('messageType' in body) ? { ...body, messageType: 'text' } : body,
  postMessageRequest,
);

export const createPollRequest = z.strictObject({
  channel: channelField,
  question: z
    .string('Skriv et spørgsmål')
    .trim()
    .min(1, 'Skriv et spørgsmål')
    .max(200, 'Spørgsmålet må højst være 200 tegn'),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Svarmuligheder må ikke være tomme')
        .max(100, 'En svarmulighed må højst være 100 tegn'),
      {
        error: 'En afstemning skal have mellem 2 og 10 svarmuligheder',
      },
    )
    .min(2, 'En afstemning skal have mellem 2 og 10 svarmuligheder')
    .max(10, 'En afstemning skal have mellem 2 og 10 svarmuligheder')
    .refine(
      (opts) => new Set(opts.map((o) => o.toLocaleLowerCase('da'))).size === opts.length,
      'Svarmulighederne skal være forskellige',
    ),
});
export type CreatePollRequest = z.infer<typeof createPollRequest>;

export const voteRequest = z.strictObject({
  optionIndex: z
    .number('Vælg en svarmulighed')
    .int()
    .min(0, 'Ugyldig svarmulighed')
    .max(9, 'Ugyldig svarmulighed'),
});

export type VoteRequest = z.infer<typeof voteRequest>;

export const pinRequest = z.strictObject({ pinned: z.boolean('Angiv om beskeden skal fastgøres') });
export type PinRequest = z.infer<typeof pinRequest>;
export const muteRequest = z.strictObject({ muted: z.boolean('Angiv om chatten skal være lydløs') });
export type MuteRequest = z.infer<typeof muteRequest>;
export const channelParams = z.strictObject({ channel: channelField });

/** Asks for an upload URL for a chat picture, file or voice message (≤ 10 MB). */
export const chatUploadRequest = z.strictObject({
  kind: z.enum(['image', 'file', 'audio'], 'Ugyldig filtype'),
  contentType: z.string('Ugyldig filtype').min(1, 'Ugyldig filtype').max(100, 'Ugyldig filtype'),
  size: z
    .number('Ugyldig filstørrelse')
    .int('Ugyldig filstørrelse')
    .min(1, 'Filen er tom')
    .max(MAX_CHAT_FILE_BYTES, 'Filen er for stor. Den må højst være 10 MB'),
});
export type ChatUploadRequest = z.infer<typeof chatUploadRequest>;
export const chatUploadResponse = z.object({ uploadURL: z.string(), path: z.string() });
export type ChatUploadResponse = z.infer<typeof chatUploadResponse>;

/** What the live channel (server-sent events) tells a client: something changed in a channel. */
export const liveEventSchema = z.object({
  channel: z.string(),
  kind: z.enum(['message', 'update']),
  id: z.number().int(),
});
export type ChatLiveEvent = z.infer<typeof liveEventSchema>;

import type {
  ChatChannel,
  ChatMessage,
  ChatUploadRequest,
  ChatUploadResponse,
  CreatePollRequest,
  MessagesQuery,
  MessagesResponse,
  MuteRequest,
  PinRequest,
  PostMessageInput,
  VoteRequest,
} from '../chat';
import { get, post, put } from '../endpoint';

/** Team chat (D11): channels, messages with paging, polls, pinning, read state, uploads, the live stream. */
export const chatEndpoints = {
  channels: get<ChatChannel[]>()('/api/chat/channels'),
  messages: get<MessagesResponse, undefined, MessagesQuery>()('/api/chat/messages'),
  post: post<ChatMessage, PostMessageInput>()('/api/chat/messages'),
  /** An upload URL for a picture, file or voice message; the file is then PUT to it. */
  uploadUrl: post<ChatUploadResponse, ChatUploadRequest>()('/api/chat/uploads'),
  pin: post<ChatMessage, PinRequest>()('/api/chat/messages/:id/pin'),
  createPoll: post<ChatMessage, CreatePollRequest>()('/api/chat/polls'),
  vote: post<ChatMessage, VoteRequest>()('/api/chat/polls/:id/vote'),
  markRead: post<{ success: true }>()('/api/chat/channels/:channel/read'),
  mute: put<{ success: true }, MuteRequest>()('/api/chat/channels/:channel/mute'),
  /** Server-sent events ('chat' events carry a ChatLiveEvent): opened with EventSource(urlOf(...)), not call(). */
  stream: get<never>()('/api/chat/stream'),
};

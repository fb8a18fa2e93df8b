import { chatEndpoints as api } from '@common/contracts/endpoints/chat';
import { queryKeyOf } from '../../lib/api-client';

/*
 * The chat's cache keys, apart from its reads and changes (chat-api.ts): the app's own bundle
 * needs them to start a drawn chat page (chat-drawn-reads.ts), not the query code behind them.
 */
export const CHANNELS_KEY = queryKeyOf(api.channels);
export const messagesKey = (channel: string) => queryKeyOf(api.messages, { query: { channel } });

import type { ComponentType } from 'react';
import { ChatHeaderSlot } from '../../features/chat/ChatHeaderSlot';

/**
 * Small buttons features add to the header (e.g. the chat button with its unread count).
 * The app composes them here so features stay independent of each other.
 */
export const headerExtras: ComponentType[] = [ChatHeaderSlot];

/** Fetches the extras' code, for a first render that draws the header whole. */
export const preloadHeaderExtras = () => Promise.all([ChatHeaderSlot.preload()]);

import { textMessage } from '@common/contracts/chat';

/** The contract's rule for a text post: not blank, not too long (the server checks the same). */
export const isSendable = (message: string) => textMessage.safeParse(message).success;

import { countText } from '@common/domain/danish-plural';

/** A chat link's accessible name with its unread count: 'Klubchat, 1 ulæst', 'Chat, 3 ulæste', or the name alone. */
export function withUnread(name: string, unread: number): string {
  return unread > 0 ? `${name}, ${countText(unread, 'ulæst', 'ulæste')}` : name;
}

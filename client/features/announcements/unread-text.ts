import { countText } from '@common/domain/danish-plural';

/** The banner's line: announcements are opslag, never beskeder (the chat's word; decision 098). */
export const unreadOpslagText = (count: number) =>
  `Du har ${countText(count, 'ulæst opslag', 'ulæste opslag')}`;

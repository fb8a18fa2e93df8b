/** What the app shell composes from the payments feature (home cards, profile card and tab, saved cards). */
export { AddCardPrompt, PendingPaymentCard, PlayerPaymentPrompt } from './HomeCards';
export { MembershipCard } from './MembershipCard';
export { MembershipTab } from './MembershipTab';
export { SavedCards } from './SavedCards';

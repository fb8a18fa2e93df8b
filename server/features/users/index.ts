/** What the users area offers other areas: deleting an account with everything it owns. */
export { deleteUser } from './delete-user';

/** What the payments area offers other areas. Everything else in this folder is internal. */
export { gatewayCall } from './gateway-call';
export { lapseArrangementPayments, openArrangementPayment } from './arrangement-payments.repository';
export { kontingentArrears, type KontingentArrears } from './kontingent/kontingent-arrears';

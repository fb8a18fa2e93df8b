/** What the payments area offers other areas. Everything else in this folder is internal. */
export { gatewayCall } from './gateway-call';
export { kontingentArrears, type KontingentArrears } from './kontingent/kontingent-arrears';
export { lapseArrangementPayments, openArrangementPayment } from './arrangement-payments.repository';

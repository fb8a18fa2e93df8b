/** Test-data factories: one row with sensible defaults, any column overridable. */
export { TEST_PASSWORD, buildUser } from './users';
export { buildMatch, buildMatches } from './matches';
export { buildTraining, buildTrainingAnswers, buildTrainings } from './trainings';
export { buildPayment, buildSubscription } from './payments';
export { inDays } from './dates';

/** What other parts of the app (Hjem, Kalender) use of Træning. */
export { TrainingAnswers } from './TrainingAnswers';
export { teamName } from './group-by-team';
export { useTrainings, TRAINING_KEY } from './training-api';

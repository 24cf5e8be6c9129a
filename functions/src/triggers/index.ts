// Every Firestore trigger of the functions; functions/src/index.ts re-exports them. Each listens
// on the one collection it is about: no trigger runs for chat, presence or attendee writes (the
// event counters move in the batch of each attendee write, lib/counters.ts). A survey answer's
// trigger keeps its question's results document (lib/survey-tally.ts).
export { sendQueuedMail } from './mail-created';
export { tallySurveyAnswer } from './survey-response-created';

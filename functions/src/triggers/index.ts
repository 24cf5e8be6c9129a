// Every Firestore trigger of the functions; functions/src/index.ts re-exports them.
export { attendeesWritten } from './attendees-written';
export { sendQueuedMail } from './mail-created';

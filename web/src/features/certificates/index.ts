/*
 * The certificates feature's public entry: the attendee's own certificates, which the landing's
 * certificates section and the ticket page show. The admin screens load from app/admin-routes.
 */
export { OwnCertificates } from './components/own-certificates';

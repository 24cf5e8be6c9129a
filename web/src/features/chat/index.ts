/*
 * The chat feature's public entry (scripts/eslint/boundaries.js). Only the social chunks import
 * it (networking's lazy modules): reactfire and the full Firestore SDK stay out of the landing.
 */
export { ChatPanel, PublicChatPanel, type ChatMe } from './chat-panel';
export { OnlineDot, type ChatPerson } from './message-list';
export { SocialProviders } from './social-providers';
export { socialMessages } from './messages';

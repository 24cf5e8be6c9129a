/*
 * The surveys feature's public entry: the landing's survey section and the activity room's tab
 * (both import this lazily: reactfire, the full Firestore SDK and chart.js come with them). The
 * admin screens load from app/admin-routes.
 */
export { default as SurveySection } from './survey-section';
export { default as RoomSurveysTab } from './room-surveys-tab';

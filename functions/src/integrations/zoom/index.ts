import { zoomConfig } from '../../config';
import { perConfiguration } from '../instance';
import { createZoomClient } from './client';

export { ZoomError, createZoomClient, type ZoomClient } from './client';
export type { ZoomMeeting, ZoomMeetingRequest } from './schemas';

/** The Zoom client of this instance, so its token is reused across requests. */
export const zoomClient = perConfiguration(zoomConfig, (config) => createZoomClient(config));

/**
 * What this platform reads from Zoom's answers, checked before use (Zoom API v2, Server-to-Server
 * OAuth). Unknown fields are stripped; a missing or mistyped field is a ZoomError, not a crash.
 */
import * as yup from 'yup';

export const zoomTokenSchema = yup.object({
  access_token: yup.string().min(1).required(),
  token_type: yup
    .string()
    .matches(/^bearer$/i)
    .required(),
  expires_in: yup.number().integer().positive().required(),
});
export type ZoomToken = yup.InferType<typeof zoomTokenSchema>;

/** Meeting ids exceed 2^53 in theory; Zoom's are 9-11 digits today, kept as text here. */
const meetingId = yup
  .mixed<string>()
  .transform((value: unknown) => (typeof value === 'number' ? String(value) : value))
  .test('meeting-id', 'id no válido', (v) => typeof v === 'string' && /^\d{1,20}$/.test(v))
  .required();

export const zoomMeetingSchema = yup.object({
  id: meetingId,
  uuid: yup.string().default(''),
  host_id: yup.string().default(''),
  host_email: yup.string().default(''),
  topic: yup.string().default(''),
  agenda: yup.string().default(''),
  start_time: yup.string().default(''),
  duration: yup.number().default(0),
  timezone: yup.string().default(''),
  join_url: yup.string().url().required(),
  start_url: yup.string().url().default(''),
  password: yup.string().default(''),
});
export type ZoomMeeting = yup.InferType<typeof zoomMeetingSchema>;

export const zoomErrorSchema = yup.object({
  code: yup.number().default(0),
  message: yup.string().default(''),
});

/** The body of POST /users/{userId}/meetings this platform sends (a scheduled meeting). */
export interface ZoomMeetingRequest {
  topic: string;
  type: 2;
  start_time: string;
  duration: number;
  timezone: string;
  agenda: string;
  settings: { join_before_host: boolean; waiting_room: boolean };
}

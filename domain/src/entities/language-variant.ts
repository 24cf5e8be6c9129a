import * as yup from 'yup';
import { LIMITS, hasUniqueValues, idString, text } from './common.js';
import type { RoomState } from './videoconference.js';
import { ROOM_STATES } from './videoconference.js';

/** Languages offered for a variant, spelled as the spec lists them (part 2 §9). */
export const LANGUAGES = ['Ingles', 'Espanol', 'Frances', 'Portugues', 'Aleman'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CONFERENCE_ID_KEYS = ['meeting_id', 'vimeo_id', 'bigmarker_id'] as const;
const ID_MESSAGE = 'Por favor ingrese un id';

/** One language variant of an activity: a related meeting with exactly one conference id. */
export const relatedMeetingSchema = yup
  .object({
    language: yup
      .mixed<Language>()
      .oneOf([...LANGUAGES], 'Por favor seleccione un idioma')
      .required('Por favor seleccione un idioma'),
    meeting_id: text(200).nullable().default(null),
    vimeo_id: text(200).nullable().default(null),
    bigmarker_id: text(200).nullable().default(null),
    /** The room status of the variant, the same states as the activity's habilitar_ingreso. */
    state: yup
      .mixed<RoomState>()
      .oneOf([...ROOM_STATES], 'Por favor seleccione un estado')
      .required('Por favor seleccione un estado'),
    informative_text: text(LIMITS.text).required('Por favor ingrese un texto informativo'),
  })
  .test('one-conference-id', ID_MESSAGE, function (variant) {
    const given = CONFERENCE_ID_KEYS.filter((key) => Boolean(variant[key]));
    return (
      given.length === 1 ||
      this.createError({
        path: `${this.path ? `${this.path}.` : ''}meeting_id`,
        message: ID_MESSAGE,
      })
    );
  });
export type RelatedMeetingInput = yup.InferType<typeof relatedMeetingSchema>;

/**
 * languageState/{eventId}/activities/{activityId}: written from the browser; the ids also travel
 * in the body, and the rules check them against the path.
 */
export const languageStateSchema = yup.object({
  event_id: idString().required(),
  activity_id: idString().required(),
  related_meetings: yup
    .array(relatedMeetingSchema.required())
    .max(LANGUAGES.length)
    .default([])
    .test('one-per-language', 'Ya existe una variante en ese idioma', (meetings) =>
      hasUniqueValues((meetings ?? []).map((m) => m.language)),
    ),
});
export type LanguageStateInput = yup.InferType<typeof languageStateSchema>;
export type LanguageState = LanguageStateInput;

import { describe, expect, it } from 'vitest';
import { languageStateSchema, relatedMeetingSchema } from './language-variant.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const variant = {
  language: 'Ingles',
  meeting_id: '123',
  state: 'open_meeting_room',
  informative_text: 'Traducción simultánea',
};

describe('relatedMeetingSchema', () => {
  it('accepts a variant with one conference id', async () => {
    expect(await errorsOf(relatedMeetingSchema, variant)).toEqual([]);
    expect(
      await errorsOf(relatedMeetingSchema, { ...variant, meeting_id: null, vimeo_id: 'v1' }),
    ).toEqual([]);
  });

  it('gives the spec messages', async () => {
    expect(await errorsOf(relatedMeetingSchema, {})).toEqual(
      expect.arrayContaining([
        'Por favor seleccione un idioma',
        'Por favor ingrese un id',
        'Por favor seleccione un estado',
        'Por favor ingrese un texto informativo',
      ]),
    );
    expect(await errorsOf(relatedMeetingSchema, { ...variant, language: 'Klingon' })).toEqual([
      'Por favor seleccione un idioma',
    ]);
    expect(await errorsOf(relatedMeetingSchema, { ...variant, bigmarker_id: 'b1' })).toEqual([
      'Por favor ingrese un id',
    ]);
    expect(
      await errorsOf(relatedMeetingSchema, { ...variant, informative_text: ONE_MB }),
    ).not.toEqual([]);
  });
});

describe('languageStateSchema', () => {
  it('keeps one variant per language', async () => {
    const state = { event_id: 'e1', activity_id: 'a1', related_meetings: [variant] };
    expect(await errorsOf(languageStateSchema, state)).toEqual([]);
    expect(
      await errorsOf(languageStateSchema, { ...state, related_meetings: [variant, variant] }),
    ).toEqual(['Ya existe una variante en ese idioma']);
  });
});

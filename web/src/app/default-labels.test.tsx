// @vitest-environment jsdom
import {
  DEFAULT_ATTENDEE_ROLE,
  DEFAULT_FIXED_FIELDS,
  LANGUAGES,
  MENU_SECTION_DEFAULT_NAMES,
  MENU_SECTION_TYPES,
  ROOM_STATES,
} from '@aforo/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import type { Locale } from '../i18n/locales';
import { sectionNameKey, useDefaultLabels } from '../lib/default-labels';

function labelsIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider
      locale={locale}
      messages={catalogues[locale]}
      onError={(e) => {
        throw e;
      }}
    >
      {children}
    </IntlProvider>
  );
  return renderHook(() => useDefaultLabels(), { wrapper }).result.current;
}

describe('stored defaults in the reader’s language', () => {
  it('shows a default section name from the catalogue, a renamed one as typed', () => {
    expect(labelsIn('en').section('speakers', 'Conferencistas')).toBe('Speakers');
    expect(labelsIn('pt').section('speakers', 'Conferencistas')).toBe('Palestrantes');
    expect(labelsIn('es').section('speakers', 'Conferencistas')).toBe('Conferencistas');
    expect(labelsIn('en').section('faqs', 'preguntas frecuentes ')).toBe('FAQ');
    expect(labelsIn('en').section('speakers', 'Nuestros ponentes')).toBe('Nuestros ponentes');
    expect(labelsIn('en').section('news', '')).toBe('News');
  });

  it('has a message for every section’s default name, in Spanish the stored default', () => {
    for (const section of MENU_SECTION_TYPES) {
      const key = sectionNameKey(section, MENU_SECTION_DEFAULT_NAMES[section]);
      expect(key, section).not.toBeNull();
      expect(catalogues.es[key!]).toBe(MENU_SECTION_DEFAULT_NAMES[section]);
    }
  });

  it('shows the default role and the fixed fields’ default labels in the reader’s language', () => {
    const en = labelsIn('en');
    expect(en.role(DEFAULT_ATTENDEE_ROLE)).toBe('Attendee');
    expect(labelsIn('pt').role({ _id: 'asistente', name: 'Asistente' })).toBe('Participante');
    expect(en.role({ _id: 'asistente', name: 'Invitado VIP' })).toBe('Invitado VIP');
    expect(en.role({ _id: 'otro', name: 'Asistente' })).toBe('Asistente');
    const email = DEFAULT_FIXED_FIELDS.find((f) => f.name === 'email')!;
    expect(en.field(email)).toBe('Email');
    expect(en.field({ ...email, label: 'Correo de la empresa' })).toBe('Correo de la empresa');
    expect(en.field({ name: 'cargo', label: 'Cargo' })).toBe('Cargo');
    for (const field of DEFAULT_FIXED_FIELDS)
      expect(labelsIn('es').field(field), field.name).toBe(field.label);
  });

  it('names every room state and variant language in each language', () => {
    expect(labelsIn('en').roomState('closed_meeting_room')).toBe('Conference not started');
    expect(labelsIn('es').roomState('closed_meeting_room')).toBe('Conferencia no iniciada');
    expect(labelsIn('en').language('Ingles')).toBe('English');
    expect(labelsIn('es').language('Portugues')).toBe('Portugués');
    expect(labelsIn('pt').roomNotice('Apertura', 'open_meeting_room')).toBe(
      'Apertura está ao vivo.',
    );
    expect(labelsIn('es').roomNotice('Apertura', 'none')).toBeNull();
    // The spec's notices (part 1 §4), in Spanish.
    expect(labelsIn('es').roomNotice('Apertura', 'closed_meeting_room')).toBe(
      'Apertura está por iniciar',
    );
    expect(labelsIn('es').roomNotice('Apertura', 'open_meeting_room')).toBe(
      'Apertura está en vivo.',
    );
    expect(labelsIn('es').roomNotice('Apertura', 'ended_meeting_room')).toBe(
      'Apertura ha terminado.',
    );
    for (const locale of ['es', 'en', 'pt'] as const) {
      const labels = labelsIn(locale);
      for (const state of ROOM_STATES) expect(labels.roomState(state)).toBeTruthy();
      for (const language of LANGUAGES) expect(labels.language(language)).not.toBe(language);
    }
  });
});

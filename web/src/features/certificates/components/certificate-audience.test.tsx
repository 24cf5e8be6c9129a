// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render';
import { certificatesMessages } from '../messages';
import { CertificateAudience } from './certificate-audience';

afterEach(cleanup);

const said = (certificate: Parameters<typeof CertificateAudience>[0]['certificate']) =>
  renderUi(<CertificateAudience certificate={certificate} />, {
    messages: certificatesMessages.es,
  }).container.textContent;

describe('CertificateAudience', () => {
  it('a certificate without conditions is for every attendee', () => {
    expect(said({ rol_ids: [], checked_in_only: false, activity_ids: [] })).toBe(
      'Todos los asistentes',
    );
  });

  it('names each condition, counting roles and activities in the right plural', () => {
    expect(said({ rol_ids: ['r1'], checked_in_only: true, activity_ids: ['a1', 'a2'] })).toBe(
      '1 tipo de asistente · con check-in · 2 actividades',
    );
    expect(said({ rol_ids: ['r1', 'r2'], checked_in_only: false })).toBe('2 tipos de asistente');
  });
});

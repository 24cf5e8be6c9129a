// @vitest-environment jsdom
import type { AttendeeField, FieldCondition } from '@aforo/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { AttendeePropertyInputs } from './attendee-property-inputs';
import { safeFileName } from './upload';
import { TestProviders } from '../../testing/providers';

afterEach(cleanup);

const field = (over: Partial<AttendeeField> & Pick<AttendeeField, 'name' | 'type'>) =>
  ({ label: over.name, mandatory: false, options: [], description: '', ...over }) as AttendeeField;

const fields = [
  field({ name: 'email', type: 'email', label: 'Correo' }),
  field({
    name: 'asiste',
    type: 'list',
    label: 'Asiste',
    options: [
      { label: 'Sí', value: 'si' },
      { label: 'No', value: 'no' },
      { label: 'Tal vez', value: 'talvez' },
    ],
    justonebyattendee: true,
  }),
  field({ name: 'acompanante', type: 'text', label: 'Acompañante', description: 'Su nombre' }),
  field({ name: 'interno', type: 'text', label: 'Interno', visibleByAdmin: true }),
  field({ name: 'indicativo', type: 'codearea', label: 'Indicativo' }),
  field({ name: 'nacimiento', type: 'date', label: 'Nacimiento', labelPosition: 'izquierda' }),
];
const conditions: FieldCondition[] = [
  { field: 'acompanante', state: 'enabled', fieldToValidate: 'asiste', value: 'si' },
];

function Form({ publicOnly = true }: { publicOnly?: boolean }) {
  return (
    <Formik
      initialValues={{
        properties: { email: 'a@b.co', asiste: '', acompanante: '', interno: '', indicativo: '' },
      }}
      onSubmit={() => {}}
    >
      <AttendeePropertyInputs
        fields={fields}
        conditions={conditions}
        options={{
          files: { kind: 'url' },
          publicOnly,
          disabled: ['email'],
          takenOptions: { asiste: ['talvez'] },
        }}
      />
    </Formik>
  );
}

const Providers = TestProviders;

describe('AttendeePropertyInputs', () => {
  it('shows a conditional field only while its condition holds', () => {
    render(<Form />, { wrapper: Providers });
    expect(screen.queryByLabelText('Acompañante')).toBeNull();
    fireEvent.change(screen.getByLabelText('Asiste'), { target: { value: 'si' } });
    expect(screen.getByLabelText('Acompañante')).toBeTruthy();
    expect(screen.getByText('Su nombre')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Asiste'), { target: { value: 'no' } });
    expect(screen.queryByLabelText('Acompañante')).toBeNull();
  });

  it('hides taken options, admin-only fields, and disables a fixed e-mail', () => {
    render(<Form />, { wrapper: Providers });
    const options = [...screen.getByLabelText<HTMLSelectElement>('Asiste').options];
    expect(options.map((o) => o.value)).toEqual(['', 'si', 'no']);
    expect(screen.queryByLabelText('Interno')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Correo/).disabled).toBe(true);
    const dial = [...screen.getByLabelText<HTMLSelectElement>('Indicativo').options];
    expect(dial.some((o) => o.value === '+57' && o.text === 'Colombia (+57)')).toBe(true);
    expect(screen.getByLabelText('Nacimiento').getAttribute('placeholder')).toBe('DD/MM/AAAA');
  });

  it('shows admin-only fields to the staff form', () => {
    render(<Form publicOnly={false} />, { wrapper: Providers });
    expect(screen.getByLabelText('Interno')).toBeTruthy();
  });
});

describe('safeFileName', () => {
  it('keeps a storage-safe name', () => {
    expect(safeFileName('Hoja de vida (José).pdf')).toBe('Hoja-de-vida-Jose-.pdf');
    expect(safeFileName('***')).toBe('archivo');
  });
});

// @vitest-environment jsdom
import {
  propertiesSchemaFor,
  type AttendeeField,
  type FieldCondition,
  type PropertyValue,
} from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { field } from '../../../../tests/factories';
import { renderUi, withFormik } from '../../testing/render';
import {
  AttendeePropertyInputs,
  isAskedField,
  type AttendeeInputsOptions,
} from './attendee-property-inputs';
import { shownError } from './field-frame';

afterEach(cleanup);

type Values = { properties: Record<string, PropertyValue> };

const required = 'Este campo es requerido';

/**
 * The registration form as the event's fields generate it: the inputs, validated by the same
 * domain schema the API applies, with a submit button.
 */
function renderForm(
  fields: AttendeeField[],
  properties: Record<string, PropertyValue>,
  {
    conditions = [],
    options = {},
  }: { conditions?: FieldCondition[]; options?: Partial<AttendeeInputsOptions> } = {},
) {
  const onSubmit = vi.fn();
  const form = withFormik<Values>(
    { properties },
    <>
      <AttendeePropertyInputs<Values>
        fields={fields}
        conditions={conditions}
        options={{ files: { kind: 'url' }, ...options }}
      />
      <button type="submit">Enviar</button>
    </>,
    {
      validationSchema: yup.object({ properties: propertiesSchemaFor(fields, conditions) }),
      onSubmit,
    },
  );
  return { ...renderUi(form.ui), latest: form.latest, onSubmit };
}

const base = [
  field({ name: 'email', label: 'Correo', type: 'email', mandatory: true }),
  field({ name: 'names', label: 'Nombres y apellidos', type: 'text', mandatory: true }),
];

describe('the generated registration form: validation', () => {
  it('refuses an empty form and names every mandatory field, not the optional ones', async () => {
    const fields = [
      ...base,
      field({ name: 'empresa', label: 'Empresa', type: 'text', mandatory: true }),
      field({ name: 'cargo', label: 'Cargo', type: 'text' }),
    ];
    const { user, onSubmit } = renderForm(fields, { email: '', names: '', empresa: '', cargo: '' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(3));
    expect(within(screen.getByTestId('field-cargo')).queryByText(required)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a form whose mandatory fields are filled', async () => {
    const fields = [...base, field({ name: 'cargo', label: 'Cargo', type: 'text' })];
    const { user, onSubmit } = renderForm(fields, { email: '', names: '', cargo: '' });
    await user.type(screen.getByRole('textbox', { name: /Correo/ }), 'a@b.co');
    await user.type(screen.getByRole('textbox', { name: /Nombres y apellidos/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      properties: { email: 'a@b.co', names: 'Ana', cargo: '' },
    });
  });

  it('always asks for e-mail and names, even when the organizer left them optional', async () => {
    const fields = [
      field({ name: 'email', label: 'Correo', type: 'email' }),
      field({ name: 'names', label: 'Nombre', type: 'text' }),
    ];
    const { user } = renderForm(fields, { email: '', names: '' });
    expect(screen.getByRole('textbox', { name: /Correo/ }).hasAttribute('required')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(2));
  });

  it('says why an e-mail is refused', async () => {
    const { user } = renderForm(base, { email: '', names: 'Ana' });
    await user.type(screen.getByRole('textbox', { name: /Correo/ }), 'ana-sin-arroba');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const box = screen.getByTestId('field-email');
    await waitFor(() => expect(within(box).getByText(/correo/i)).toBeTruthy());
    expect(within(box).queryByText(required)).toBeNull();
  });

  it('a mandatory check box (terms) must be ticked', async () => {
    const fields = [
      ...base,
      field({ name: 'terminos', label: 'Acepto los términos', type: 'boolean', mandatory: true }),
    ];
    const { user, onSubmit, latest } = renderForm(fields, {
      email: 'a@b.co',
      names: 'Ana',
      terminos: false,
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('field-terminos')).getByText(required)).toBeTruthy(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Acepto los términos' }));
    await waitFor(() => expect(latest().properties['terminos']).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});

describe('the generated registration form: conditions', () => {
  const fields = [
    ...base,
    field({
      name: 'asiste',
      label: '¿Asistirá en persona?',
      type: 'list',
      options: [
        { label: 'Sí', value: 'si' },
        { label: 'No', value: 'no' },
      ],
    }),
    field({ name: 'dieta', label: 'Restricción alimentaria', type: 'text', mandatory: true }),
  ];
  const conditions: FieldCondition[] = [
    { field: 'dieta', state: 'enabled', fieldToValidate: 'asiste', value: 'si' },
  ];

  it('a mandatory field hidden by its condition does not block the form', async () => {
    const { user, onSubmit } = renderForm(
      fields,
      { email: 'a@b.co', names: 'Ana', asiste: 'no', dieta: '' },
      { conditions },
    );
    expect(screen.queryByTestId('field-dieta')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('once shown by an answer, the same field is required', async () => {
    const { user, onSubmit } = renderForm(
      fields,
      { email: 'a@b.co', names: 'Ana', asiste: '', dieta: '' },
      { conditions },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '¿Asistirá en persona?' }), 'Sí');
    const dieta = await screen.findByTestId('field-dieta');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(dieta).getByText(required)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the generated registration form: kinds of field', () => {
  const interests = field({
    name: 'intereses',
    label: 'Intereses',
    type: 'multiplelist',
    options: [
      { label: 'Música', value: 'musica' },
      { label: 'Cine', value: 'cine' },
      { label: 'Teatro', value: 'teatro' },
    ],
  });

  it('a multiple list collects the ticked options, in the order ticked, and drops unticked ones', async () => {
    const { user, latest } = renderForm([...base, interests], {
      email: 'a@b.co',
      names: 'Ana',
      intereses: [],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Teatro' }));
    await user.click(screen.getByRole('checkbox', { name: 'Música' }));
    await waitFor(() => expect(latest().properties['intereses']).toEqual(['teatro', 'musica']));
    await user.click(screen.getByRole('checkbox', { name: 'Teatro' }));
    await waitFor(() => expect(latest().properties['intereses']).toEqual(['musica']));
  });

  it('each option’s label names and ticks its own box (not the first one of the list)', async () => {
    const { user, latest } = renderForm([...base, interests], {
      email: 'a@b.co',
      names: 'Ana',
      intereses: [],
    });
    const boxes = within(screen.getByTestId('field-intereses')).getAllByRole('checkbox');
    expect(new Set(boxes.map((box) => box.id)).size).toBe(3);
    await user.click(screen.getByText('Cine'));
    await waitFor(() => expect(latest().properties['intereses']).toEqual(['cine']));
  });

  it('a mandatory multiple list needs at least one option', async () => {
    const { user } = renderForm([...base, { ...interests, mandatory: true }], {
      email: 'a@b.co',
      names: 'Ana',
      intereses: [],
    });
    expect(screen.getByRole('group', { name: 'Intereses *' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('field-intereses')).getByText(required)).toBeTruthy(),
    );
  });

  it('a multiple-list table has one row per option, each with its own check box', async () => {
    const table = { ...interests, type: 'multiplelisttable' as const };
    const { user, latest } = renderForm([...base, table], {
      email: 'a@b.co',
      names: 'Ana',
      intereses: ['cine'],
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OpciónElegir',
      'Música',
      'Cine',
      'Teatro',
    ]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Cine' }).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Cine' }));
    await waitFor(() => expect(latest().properties['intereses']).toEqual([]));
  });

  it('a section title is a heading between the inputs, not a field to fill', () => {
    renderForm(
      [
        ...base,
        field({ name: 'seccion1', label: 'Datos de la empresa', type: 'tituloseccion' }),
        field({ name: 'empresa', label: 'Empresa', type: 'text' }),
      ],
      { email: '', names: '', empresa: '' },
    );
    expect(screen.getByRole('heading', { name: 'Datos de la empresa' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('long text and structured fields are text areas; structured ones hint at JSON', () => {
    renderForm(
      [
        ...base,
        field({ name: 'bio', label: 'Biografía', type: 'longtext' }),
        field({ name: 'extra', label: 'Datos extra', type: 'complex' }),
      ],
      { email: '', names: '', bio: '', extra: '' },
    );
    expect(screen.getByRole('textbox', { name: 'Biografía' }).tagName).toBe('TEXTAREA');
    const extra = screen.getByRole('textbox', { name: 'Datos extra' });
    expect(extra.tagName).toBe('TEXTAREA');
    expect(extra.getAttribute('placeholder')).toBe('{ }');
  });

  it('a country list offers the countries by name and stores the name', async () => {
    const { user, latest } = renderForm(
      [...base, field({ name: 'pais', label: 'País', type: 'country' })],
      { email: '', names: '', pais: '' },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'País' }), 'Colombia');
    await waitFor(() => expect(latest().properties['pais']).toBe('Colombia'));
  });

  it('a list keeps the option this record already holds even when it counts as taken', () => {
    renderForm(
      [
        ...base,
        field({
          name: 'mesa',
          label: 'Mesa',
          type: 'list',
          justonebyattendee: true,
          options: [
            { label: 'Mesa 1', value: 'm1' },
            { label: 'Mesa 2', value: 'm2' },
            { label: 'Mesa 3', value: 'm3' },
          ],
        }),
      ],
      { email: '', names: '', mesa: 'm2' },
      { options: { takenOptions: { mesa: ['m1', 'm2'] } } },
    );
    const options = [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mesa' }).options];
    expect(options.map((o) => o.value)).toEqual(['', 'm2', 'm3']);
  });
});

describe('the generated registration form: passwords, focus and layout', () => {
  const withPassword = [
    ...base,
    field({ name: 'contrasena', label: 'Contraseña', type: 'password', mandatory: true }),
  ];

  it('a new registration must type the password; an edit may leave it to keep the current one', () => {
    const { unmount } = renderForm(withPassword, { email: '', names: '', contrasena: '' });
    const input = document.querySelector<HTMLInputElement>('input[name="properties.contrasena"]');
    expect(input?.type).toBe('password');
    expect(input?.required).toBe(true);
    expect(input?.autocomplete).toBe('new-password');
    unmount();
    renderForm(
      withPassword,
      { email: '', names: '', contrasena: '' },
      {
        options: {
          passwordRequired: false,
          passwordLabel: (label) => `${label} (déjela vacía para conservarla)`,
        },
      },
    );
    expect(screen.getByLabelText('Contraseña (déjela vacía para conservarla)')).toBeTruthy();
    expect(
      document.querySelector<HTMLInputElement>('input[name="properties.contrasena"]')?.required,
    ).toBe(false);
  });

  it('puts the focus on the first field to type, skipping headings, check boxes and a fixed e-mail', () => {
    renderForm(
      [
        field({ name: 'titulo', label: 'Tus datos', type: 'tituloseccion' }),
        field({ name: 'acepto', label: 'Acepto', type: 'boolean' }),
        ...base,
      ],
      { email: 'ana@example.com', names: '', acepto: false },
      { options: { disabled: ['email'] } },
    );
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: /Correo/ });
    expect(email.disabled).toBe(true);
    expect(email.hasAttribute('data-autofocus')).toBe(false);
    // The first typed field is the e-mail, fixed here: no other input takes the focus instead.
    expect(screen.getByRole('textbox', { name: /Nombres/ }).hasAttribute('data-autofocus')).toBe(
      false,
    );
  });

  it('focuses the first typed field when nothing is fixed', () => {
    renderForm([field({ name: 'titulo', label: 'Tus datos', type: 'tituloseccion' }), ...base], {
      email: '',
      names: '',
    });
    expect(screen.getByRole('textbox', { name: /Correo/ }).hasAttribute('data-autofocus')).toBe(
      true,
    );
  });

  it.each(['izquierda', 'derecha'] as const)(
    'a label placed to the %s still names its input',
    (labelPosition) => {
      renderForm(
        [...base, field({ name: 'ciudad', label: 'Ciudad', type: 'city', labelPosition })],
        { email: '', names: '', ciudad: '' },
      );
      const input = screen.getByRole('textbox', { name: 'Ciudad' });
      expect(input.getAttribute('autocomplete')).toBe('address-level2');
    },
  );
});

describe('isAskedField and shownError', () => {
  it('leaves admin-only fields out of the public form, but never e-mail or names', () => {
    const admin = field({ name: 'nota', type: 'text', visibleByAdmin: true });
    expect(isAskedField(admin, true)).toBe(false);
    expect(isAskedField(admin, false)).toBe(true);
    expect(isAskedField(field({ name: 'email', type: 'email', visibleByAdmin: true }), true)).toBe(
      true,
    );
  });

  it('shows an error only once the visitor has been on the field', () => {
    expect(shownError({ touched: false, error: 'Requerido' })).toBeUndefined();
    expect(shownError({ touched: true, error: undefined })).toBeUndefined();
    expect(shownError({ touched: true, error: 'Requerido' })).toBe('Requerido');
  });
});

/**
 * The demo event's registration set-up (screens datos and confirmacion-registro): a
 * select field, a field shown only for one of its answers, and the confirmation message, so that
 * `npm start` shows those screens filled and the registration form reacting. Neither field is
 * mandatory: the browser tests that register to the demo event fill only the fixed fields.
 */
import type { AforoEvent, FieldCondition } from '@aforo/domain';
import { field } from '../tests/factories/index';

const ATTENDS_AS = field({
  _id: 'campo-asistes-como',
  name: 'asistesComo',
  label: '¿Cómo asistes?',
  type: 'list',
  options: [
    { label: 'Visitante', value: 'visitante' },
    { label: 'Expositor', value: 'expositor' },
    { label: 'Prensa', value: 'prensa' },
  ],
});

const COMPANY = field({
  _id: 'campo-empresa-expositora',
  name: 'empresaExpositora',
  label: 'Empresa expositora',
  type: 'text',
  description: 'La empresa con la que expones en la feria.',
});

const COMPANY_FOR_EXHIBITORS: FieldCondition = {
  field: COMPANY.name,
  state: 'enabled',
  fieldToValidate: ATTENDS_AS.name,
  value: 'expositor',
};

/** The upcoming demo event with its fields, their condition and its confirmation message. */
export function withRegistrationSetup(event: AforoEvent): AforoEvent {
  return {
    ...event,
    user_properties: [...event.user_properties, ATTENDS_AS, COMPANY],
    fields_conditions: [...event.fields_conditions, COMPANY_FOR_EXHIBITORS],
    registration_message:
      '<p>¡Gracias por inscribirte a la <strong>Feria Aforo 2027</strong>!</p>' +
      '<p>Te esperamos el 15 de marzo a las 9:00 a.m. Trae tu documento de identidad.</p>',
  };
}

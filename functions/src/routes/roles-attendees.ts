import { conflict } from '../lib/http-error';
import { refs } from '../lib/refs';
import { contentKindDeclaration, type ResourceDeclaration } from './resource-router';
import { uniqueName } from '../lib/unique-names';

/**
 * Attendee roles (tipos de asistente, spec part 2 §3): created with name and event_id, edited by
 * name, deleted by id and event. Who reads and writes them: the domain's content-kind registry. Names are
 * unique, and a role that attendees or the payment settings still use is not deleted: its
 * attendees would be left with a blank role.
 */
export const rolesAttendeesResource: ResourceDeclaration = {
  paths: ['rolesattendees'],
  label: 'Rol',
  ...contentKindDeclaration('roles'),
  check: uniqueName('roles', 'Ya existe un rol con este nombre'),
  async guardRemove(item, access) {
    const payment = access.event.payment;
    if (payment?.enabled && [payment.unpaid_rol_id, payment.paid_rol_id].includes(item._id)) {
      throw conflict('No se puede eliminar: el cobro del evento usa este rol');
    }
    const count = (
      await refs.attendees(access.eventId).where('rol_id', '==', item._id).count().get()
    ).data().count;
    if (count > 0) {
      throw conflict(
        `No se puede eliminar: ${count} ${count === 1 ? 'asistente tiene' : 'asistentes tienen'} este rol. Asígneles otro rol antes de eliminarlo`,
      );
    }
  },
};

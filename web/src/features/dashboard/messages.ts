import { defineMessages } from '../../i18n/define-messages';

/** dashboard (Estadísticas del evento), orders and reportNetworking; issue #19 item 5. */
export const dashboardMessages = defineMessages({
  es: {
    'dashboard.title': 'Estadísticas del evento',
    'dashboard.enrolled': 'Inscritos',
    'dashboard.checkedIn': 'Ingresados',
    'dashboard.weighted': 'Asistencia por Coeficientes',
    'dashboard.door': 'Proyección de la puerta',
    'dashboard.door.estimate':
      'Faltan {remaining} asistentes; al ritmo actual de {rate} por minuto habrán ingresado en {minutes} minutos',
    'dashboard.door.none':
      'Faltan {remaining} asistentes; nadie ha ingresado en los últimos 15 minutos',
    'dashboard.checkins': 'Ingresos cada 5 minutos (últimas 2 horas)',
    'dashboard.checkins.none': 'Sin ingresos en las últimas 2 horas',
    'dashboard.registrations': 'Inscripciones por día (últimos 14 días)',
    'dashboard.registrations.none': 'Sin inscripciones en los últimos 14 días',
    'dashboard.roles': 'Asistentes por rol',
  },
  en: {
    'dashboard.title': 'Event statistics',
    'dashboard.enrolled': 'Registered',
    'dashboard.checkedIn': 'Checked in',
    'dashboard.weighted': 'Weighted attendance',
    'dashboard.door': 'Door projection',
    'dashboard.door.estimate':
      '{remaining} attendees to come; at the current {rate} per minute they will be in within {minutes} minutes',
    'dashboard.door.none':
      '{remaining} attendees to come; nobody checked in in the last 15 minutes',
    'dashboard.checkins': 'Check-ins per 5 minutes (last 2 hours)',
    'dashboard.checkins.none': 'No check-ins in the last 2 hours',
    'dashboard.registrations': 'Registrations per day (last 14 days)',
    'dashboard.registrations.none': 'No registrations in the last 14 days',
    'dashboard.roles': 'Attendees per role',
  },
  pt: {
    'dashboard.title': 'Estatísticas do evento',
    'dashboard.enrolled': 'Inscritos',
    'dashboard.checkedIn': 'Entraram',
    'dashboard.weighted': 'Presença ponderada',
    'dashboard.door': 'Projeção da porta',
    'dashboard.door.estimate':
      'Faltam {remaining} participantes; no ritmo atual de {rate} por minuto terão entrado em {minutes} minutos',
    'dashboard.door.none':
      'Faltam {remaining} participantes; ninguém entrou nos últimos 15 minutos',
    'dashboard.checkins': 'Entradas a cada 5 minutos (últimas 2 horas)',
    'dashboard.checkins.none': 'Sem entradas nas últimas 2 horas',
    'dashboard.registrations': 'Inscrições por dia (últimos 14 dias)',
    'dashboard.registrations.none': 'Sem inscrições nos últimos 14 dias',
    'dashboard.roles': 'Participantes por papel',
  },
});

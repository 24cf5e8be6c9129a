import { defineMessages } from '../../i18n/define-messages';

/** The attendee's side of certificates (the landing's section and "my tickets"): few, on purpose. */
export const ownCertificatesMessages = defineMessages({
  es: {
    'ownCertificates.title': 'Mis certificados',
    'ownCertificates.signIn': 'Inicia sesión para descargar tus certificados.',
    'ownCertificates.signInButton': 'Iniciar sesión',
    'ownCertificates.notAttendee':
      'Los certificados son para los asistentes inscritos en este evento.',
    'ownCertificates.none': 'Este evento aún no tiene certificados.',
    'ownCertificates.download': 'Descargar certificado',
    'ownCertificates.downloadNamed': 'Descargar certificado: {name}',
    'ownCertificates.notYet': 'Aún no disponible',
  },
  en: {
    'ownCertificates.title': 'My certificates',
    'ownCertificates.signIn': 'Sign in to download your certificates.',
    'ownCertificates.signInButton': 'Sign in',
    'ownCertificates.notAttendee': "Certificates are for this event's registered attendees.",
    'ownCertificates.none': 'This event has no certificates yet.',
    'ownCertificates.download': 'Download certificate',
    'ownCertificates.downloadNamed': 'Download certificate: {name}',
    'ownCertificates.notYet': 'Not available yet',
  },
  pt: {
    'ownCertificates.title': 'Meus certificados',
    'ownCertificates.signIn': 'Entre para baixar seus certificados.',
    'ownCertificates.signInButton': 'Entrar',
    'ownCertificates.notAttendee':
      'Os certificados são para os participantes inscritos neste evento.',
    'ownCertificates.none': 'Este evento ainda não tem certificados.',
    'ownCertificates.download': 'Baixar certificado',
    'ownCertificates.downloadNamed': 'Baixar certificado: {name}',
    'ownCertificates.notYet': 'Ainda não disponível',
  },
});

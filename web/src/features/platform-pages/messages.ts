import { defineMessages } from '../../i18n/define-messages';

/** The platform pages' frame and the diagnostics page (/queryTesting). */
export const platformPagesMessages = defineMessages({
  es: {
    'platformPages.otherPages': 'Más información',
    'diagnostics.title': 'Diagnóstico de la aplicación',
    'diagnostics.intro':
      'Estado de esta instalación de Aforo vista desde tu navegador. Sirve para reportar un problema: copia esta información en tu mensaje.',
    'diagnostics.version': 'Versión',
    'diagnostics.mode': 'Modo',
    'diagnostics.emulators': 'Emuladores locales (proyecto {project})',
    'diagnostics.production': 'Producción (proyecto {project})',
    'diagnostics.api': 'API',
    'diagnostics.firestore': 'Firestore',
    'diagnostics.user': 'Usuario',
    'diagnostics.anonymous': 'Sin sesión',
    'diagnostics.checking': 'Comprobando…',
    'diagnostics.reachable': 'Responde en {ms} ms',
    'diagnostics.unreachable': 'No responde ({reason})',
    'diagnostics.check': 'Comprobar de nuevo',
  },
  en: {
    'platformPages.otherPages': 'More information',
    'diagnostics.title': 'App diagnostics',
    'diagnostics.intro':
      'The state of this Aforo installation as seen from your browser. Use it to report a problem: copy this information into your message.',
    'diagnostics.version': 'Version',
    'diagnostics.mode': 'Mode',
    'diagnostics.emulators': 'Local emulators (project {project})',
    'diagnostics.production': 'Production (project {project})',
    'diagnostics.api': 'API',
    'diagnostics.firestore': 'Firestore',
    'diagnostics.user': 'User',
    'diagnostics.anonymous': 'Not signed in',
    'diagnostics.checking': 'Checking…',
    'diagnostics.reachable': 'Answers in {ms} ms',
    'diagnostics.unreachable': 'Not answering ({reason})',
    'diagnostics.check': 'Check again',
  },
  pt: {
    'platformPages.otherPages': 'Mais informações',
    'diagnostics.title': 'Diagnóstico do aplicativo',
    'diagnostics.intro':
      'O estado desta instalação do Aforo visto do seu navegador. Use-o para relatar um problema: copie estas informações na sua mensagem.',
    'diagnostics.version': 'Versão',
    'diagnostics.mode': 'Modo',
    'diagnostics.emulators': 'Emuladores locais (projeto {project})',
    'diagnostics.production': 'Produção (projeto {project})',
    'diagnostics.api': 'API',
    'diagnostics.firestore': 'Firestore',
    'diagnostics.user': 'Usuário',
    'diagnostics.anonymous': 'Sem sessão',
    'diagnostics.checking': 'Verificando…',
    'diagnostics.reachable': 'Responde em {ms} ms',
    'diagnostics.unreachable': 'Não responde ({reason})',
    'diagnostics.check': 'Verificar novamente',
  },
});

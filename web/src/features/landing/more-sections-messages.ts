import { defineMessages } from '../../i18n/define-messages';

/** The landing's videos, partners, trophies, custom, sign-in sections and the /page/{id} page. */
export const moreSectionsMessages = defineMessages({
  es: {
    'landingMore.addContent': 'Agregar contenido a esta sección',
    'landingMore.videosEmpty': 'Aún no hay videos en esta sección.',
    'landingMore.videoBroken': 'Este enlace de video ya no se puede mostrar.',
    'landingMore.partnersEmpty': 'Aún no hay patrocinadores en esta sección.',
    'landingMore.partnerSite': 'Sitio de {name} (se abre en otra pestaña)',
    'landingMore.trophiesHow':
      'Puntos de las trivias con ranking visible, más un punto por cada actividad a la que asistió.',
    'landingMore.trophiesEmpty':
      'Aún nadie suma puntos. ¡Responda las trivias y asista a las actividades!',
    'landingMore.trophiesCaption': 'Tabla de posiciones del evento',
    'landingMore.place': 'Puesto',
    'landingMore.name': 'Nombre',
    'landingMore.quizPoints': 'Trivias',
    'landingMore.activities': 'Actividades',
    'landingMore.points': 'Puntos',
    'landingMore.customEmpty': 'Esta sección aún no tiene contenido.',
    'landingMore.loginTitle': 'Ingrese con su cuenta',
    'landingMore.signedInAs': 'Ya ingresó como {email}.',
    'landingMore.pageEvent': 'Ir al evento {name}',
    'landingMore.pageMissing': 'Esta página no existe o aún no está publicada.',
    'landingMore.pageHome': 'Ir a la página principal',
  },
  en: {
    'landingMore.addContent': 'Add content to this section',
    'landingMore.videosEmpty': 'There are no videos in this section yet.',
    'landingMore.videoBroken': 'This video link can no longer be shown.',
    'landingMore.partnersEmpty': 'There are no partners in this section yet.',
    'landingMore.partnerSite': '{name} website (opens in a new tab)',
    'landingMore.trophiesHow':
      'Points from quizzes with a visible ranking, plus one point for each activity you attended.',
    'landingMore.trophiesEmpty':
      'Nobody has points yet. Answer the quizzes and attend the activities!',
    'landingMore.trophiesCaption': 'Event leaderboard',
    'landingMore.place': 'Place',
    'landingMore.name': 'Name',
    'landingMore.quizPoints': 'Quizzes',
    'landingMore.activities': 'Activities',
    'landingMore.points': 'Points',
    'landingMore.customEmpty': 'This section has no content yet.',
    'landingMore.loginTitle': 'Sign in with your account',
    'landingMore.signedInAs': 'You are signed in as {email}.',
    'landingMore.pageEvent': 'Go to the event {name}',
    'landingMore.pageMissing': 'This page does not exist or is not published yet.',
    'landingMore.pageHome': 'Go to the home page',
  },
  pt: {
    'landingMore.addContent': 'Adicionar conteúdo a esta seção',
    'landingMore.videosEmpty': 'Ainda não há vídeos nesta seção.',
    'landingMore.videoBroken': 'Este link de vídeo não pode mais ser exibido.',
    'landingMore.partnersEmpty': 'Ainda não há patrocinadores nesta seção.',
    'landingMore.partnerSite': 'Site de {name} (abre em outra aba)',
    'landingMore.trophiesHow':
      'Pontos dos quizzes com ranking visível, mais um ponto por cada atividade a que você assistiu.',
    'landingMore.trophiesEmpty':
      'Ninguém tem pontos ainda. Responda aos quizzes e participe das atividades!',
    'landingMore.trophiesCaption': 'Classificação do evento',
    'landingMore.place': 'Posição',
    'landingMore.name': 'Nome',
    'landingMore.quizPoints': 'Quizzes',
    'landingMore.activities': 'Atividades',
    'landingMore.points': 'Pontos',
    'landingMore.customEmpty': 'Esta seção ainda não tem conteúdo.',
    'landingMore.loginTitle': 'Entre com sua conta',
    'landingMore.signedInAs': 'Você já entrou como {email}.',
    'landingMore.pageEvent': 'Ir para o evento {name}',
    'landingMore.pageMissing': 'Esta página não existe ou ainda não foi publicada.',
    'landingMore.pageHome': 'Ir para a página inicial',
  },
});

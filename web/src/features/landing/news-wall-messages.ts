import { defineMessages } from '../../i18n/define-messages';

/** What the landing's news detail and wall say (loaded with the landing: kept few). */
export const newsWallLandingMessages = defineMessages({
  es: {
    'newsLanding.back': 'Volver a las noticias',
    'newsLanding.missing': 'Esta noticia no existe o ya no está publicada.',
    'newsLanding.video': 'Ver el video',
    'wallLanding.empty': 'Aún no hay publicaciones en el muro.',
    'wallLanding.comments': 'Comentarios',
    'wallLanding.comment': 'Escribe un comentario',
    'wallLanding.send': 'Comentar',
    'wallLanding.delete': 'Eliminar mi comentario',
    'wallLanding.signIn': 'Inscríbete en el evento para comentar.',
    'wallLanding.failed': 'No se pudo guardar el comentario: {message}',
  },
  en: {
    'newsLanding.back': 'Back to the news',
    'newsLanding.missing': 'This news item does not exist or is no longer published.',
    'newsLanding.video': 'Watch the video',
    'wallLanding.empty': 'There are no posts on the wall yet.',
    'wallLanding.comments': 'Comments',
    'wallLanding.comment': 'Write a comment',
    'wallLanding.send': 'Comment',
    'wallLanding.delete': 'Delete my comment',
    'wallLanding.signIn': 'Register for the event to comment.',
    'wallLanding.failed': 'The comment could not be saved: {message}',
  },
  pt: {
    'newsLanding.back': 'Voltar às notícias',
    'newsLanding.missing': 'Esta notícia não existe ou não está mais publicada.',
    'newsLanding.video': 'Ver o vídeo',
    'wallLanding.empty': 'Ainda não há publicações no mural.',
    'wallLanding.comments': 'Comentários',
    'wallLanding.comment': 'Escreva um comentário',
    'wallLanding.send': 'Comentar',
    'wallLanding.delete': 'Excluir meu comentário',
    'wallLanding.signIn': 'Inscreva-se no evento para comentar.',
    'wallLanding.failed': 'Não foi possível salvar o comentário: {message}',
  },
});

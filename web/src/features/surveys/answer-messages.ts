import { defineMessages } from '../../i18n/define-messages';

/** The attendee's answering view (room tabs, landing section): few keys, they load with the app. */
export const surveyAnswerMessages = defineMessages({
  es: {
    'surveyAnswer.none': 'No hay encuestas publicadas para esta actividad',
    'surveyAnswer.noneEvent': 'No hay encuestas publicadas para este evento',
    'surveyAnswer.signIn': 'Inicia sesión e inscríbete en el evento para responder.',
    'surveyAnswer.paused': 'Encuesta en pausa',
    'surveyAnswer.completed': 'Encuesta completada',
    'surveyAnswer.send': 'Responder',
    'surveyAnswer.yourAnswer': 'Escribe tu respuesta',
    'surveyAnswer.timeLeft': 'Tiempo restante: {s} s',
    'surveyAnswer.timeUp': 'Tiempo agotado',
    'surveyAnswer.results': 'Resultados ({n, plural, one {# respuesta} other {# respuestas}})',
    'surveyAnswer.score':
      'Tu puntaje: {score} de {max} ({correct} de {total, plural, one {# correcta} other {# correctas}})',
    'surveyAnswer.gradeFailed': 'No se pudo obtener tu puntaje ({message}).',
    'surveyAnswer.ranking': 'Ranking',
    'surveyAnswer.refused': 'No se pudo guardar tu respuesta (quizás ya respondiste).',
  },
  en: {
    'surveyAnswer.none': 'There are no published surveys for this activity',
    'surveyAnswer.noneEvent': 'There are no published surveys for this event',
    'surveyAnswer.signIn': 'Sign in and register for the event to answer.',
    'surveyAnswer.paused': 'Survey paused',
    'surveyAnswer.completed': 'Survey completed',
    'surveyAnswer.send': 'Answer',
    'surveyAnswer.yourAnswer': 'Write your answer',
    'surveyAnswer.timeLeft': 'Time left: {s} s',
    'surveyAnswer.timeUp': "Time's up",
    'surveyAnswer.results': 'Results ({n, plural, one {# answer} other {# answers}})',
    'surveyAnswer.score':
      'Your score: {score} of {max} ({correct} of {total, plural, one {# correct answer} other {# correct answers}})',
    'surveyAnswer.gradeFailed': 'Your score could not be fetched ({message}).',
    'surveyAnswer.ranking': 'Ranking',
    'surveyAnswer.refused': 'Your answer could not be saved (perhaps you already answered).',
  },
  pt: {
    'surveyAnswer.none': 'Não há pesquisas publicadas para esta atividade',
    'surveyAnswer.noneEvent': 'Não há pesquisas publicadas para este evento',
    'surveyAnswer.signIn': 'Entre e inscreva-se no evento para responder.',
    'surveyAnswer.paused': 'Pesquisa em pausa',
    'surveyAnswer.completed': 'Pesquisa concluída',
    'surveyAnswer.send': 'Responder',
    'surveyAnswer.yourAnswer': 'Escreva sua resposta',
    'surveyAnswer.timeLeft': 'Tempo restante: {s} s',
    'surveyAnswer.timeUp': 'Tempo esgotado',
    'surveyAnswer.results': 'Resultados ({n, plural, one {# resposta} other {# respostas}})',
    'surveyAnswer.score':
      'Sua pontuação: {score} de {max} ({correct} de {total, plural, one {# correta} other {# corretas}})',
    'surveyAnswer.gradeFailed': 'Não foi possível obter sua pontuação ({message}).',
    'surveyAnswer.ranking': 'Ranking',
    'surveyAnswer.refused':
      'Não foi possível salvar sua resposta (talvez você já tenha respondido).',
  },
});

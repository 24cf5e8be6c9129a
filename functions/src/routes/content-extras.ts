import {
  LIST_FIELD_TYPES,
  OPTION_TAKEN_MESSAGE,
  correctAnswerIndexOf,
  minimumBid,
  offerSchema,
  questionSchema,
  surveySchema,
  type Question,
  type SurveyWithAnswers,
} from '@aforo/domain';
import { Router, type Request } from 'express';
import * as yup from 'yup';
import { readableEvent, requireEvent, signedIn } from '../lib/access';
import { placeBid, readHighest } from '../lib/auction';
import { optionHolders } from '../lib/attendee-options';
import { normalizeEmail } from '../lib/attendee-policy';
import { optionTakenSchema } from '@aforo/domain';
import { db } from '../lib/firebase';
import { badRequest, conflict, notFoundError } from '../lib/http-error';
import { canWriteResource, eventIdOf } from './resource-router';
import { readSurveyWithAnswers, writeSurvey } from '../lib/survey-answers';
import { gradeSurvey } from '../lib/survey-grading';
import { refs } from '../lib/refs';
import { rateLimit } from '../middleware/rate-limits';
import { fieldIdOf } from '../lib/user-properties-store';
import { fieldError, parseInput, validId, validateValue } from '../lib/validate';
import { contentResources } from './resources';

/**
 * Workflows of declared content kinds that are more than CRUD (spec part 1 §7.4, §7.6): the survey
 * builder's question calls, the single-option check of the registration form and the auction's
 * minimum bid and bids. Mounted under /api/events/:eventId before the generic routes.
 */
export const contentExtrasRouter = Router({ mergeParams: true });

const SURVEY_NOT_FOUND = 'Encuesta no encontrada';
const QUESTION_NOT_FOUND = 'Pregunta no encontrada';
const surveys = contentResources.find((decl) => decl.paths.includes('surveys'));

async function surveyAccess(req: Request) {
  if (!surveys) throw new Error('surveys are not declared');
  return requireEvent(req, eventIdOf(req), canWriteResource(surveys));
}

/**
 * Changes a survey's question list in a transaction and validates the whole survey after it, so a
 * gradable survey never keeps a question without a correct answer. The correct answers are read
 * from and written to private/answers, never the public survey; the answer
 * goes to the survey's editors only, so it carries them.
 */
async function changeQuestions(
  eventId: string,
  surveyId: string,
  change: (survey: SurveyWithAnswers) => Promise<Question[]>,
): Promise<SurveyWithAnswers> {
  return db.runTransaction(async (tx) => {
    const stored = await readSurveyWithAnswers(tx, eventId, surveyId);
    if (!stored) throw notFoundError(SURVEY_NOT_FOUND);
    const survey = stored as SurveyWithAnswers;
    const questions = await change(survey);
    await validateValue(
      surveySchema,
      { ...survey, questions },
      { gradable: survey.allow_gradable_survey },
    );
    writeSurvey(tx, eventId, surveyId, { questions });
    return { ...survey, questions };
  });
}

/** A question as the editor sent it, with the position(s) of its correct answer. */
async function parseQuestion(body: unknown, survey: SurveyWithAnswers): Promise<Question> {
  const question = await parseInput(questionSchema, body, {
    gradable: survey.allow_gradable_survey,
  });
  return {
    ...question,
    correctAnswerIndex: correctAnswerIndexOf(question.choices, question.correctAnswer),
  };
}

const surveyIdOf = (req: Request) => validId(req.params.surveyId, SURVEY_NOT_FOUND);

/** PUT surveys/{id}?newquestion=1 adds a question; without the flag it is the survey's own PUT. */
contentExtrasRouter.put('/surveys/:surveyId', async (req, res, next) => {
  if (req.query.newquestion === undefined) return next();
  const access = await surveyAccess(req);
  await parseInput(
    yup.object({ newquestion: yup.mixed().oneOf(['1'], 'newquestion debe ser 1') }),
    req.query,
  );
  const survey = await changeQuestions(access.eventId, surveyIdOf(req), async (stored) => {
    const question = await parseQuestion(req.body, stored);
    if (stored.questions.some((q) => q.id === question.id)) {
      throw fieldError('id', 'Ya existe una pregunta con este id');
    }
    return [...stored.questions, question];
  });
  res.status(201).json({ message: 'Pregunta creada', data: survey });
});

const questionNoOf = (raw: unknown, questions: readonly unknown[]): number => {
  const index = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : -1;
  if (index < 0 || index >= questions.length) throw notFoundError(QUESTION_NOT_FOUND);
  return index;
};

/** PUT questionedit/{surveyId}?questionNo=N replaces the question at position N. */
contentExtrasRouter.put('/questionedit/:surveyId', async (req, res) => {
  const access = await surveyAccess(req);
  const { questionNo } = await parseInput(
    yup.object({ questionNo: yup.string().required('questionNo es requerido') }),
    req.query,
  );
  const survey = await changeQuestions(access.eventId, surveyIdOf(req), async (stored) => {
    const index = questionNoOf(questionNo, stored.questions);
    const question = await parseQuestion(req.body, stored);
    return stored.questions.map((q, i) => (i === index ? question : q));
  });
  res.json({ message: 'pregunta actualizada', data: survey });
});

/** DELETE surveys/{surveyId}/questions/{questionNo} removes the question at that position. */
contentExtrasRouter.delete('/surveys/:surveyId/questions/:questionNo', async (req, res) => {
  const access = await surveyAccess(req);
  const survey = await changeQuestions(access.eventId, surveyIdOf(req), async (stored) => {
    const index = questionNoOf(req.params.questionNo, stored.questions);
    return stored.questions.filter((_, i) => i !== index);
  });
  res.json({ message: 'OK', data: survey });
});

/**
 * PUT userproperties/{id}/RegisterListFieldOptionTaken: whether the registration form may take an
 * option of a justonebyattendee list field. The registration itself checks again, so a race
 * between two registrations still cannot give one option to two attendees' records silently.
 */
contentExtrasRouter.put(
  '/userproperties/:fieldId/RegisterListFieldOptionTaken',
  async (req, res) => {
    const access = await readableEvent(req, eventIdOf(req));
    const fieldId = validId(req.params.fieldId, 'Dato no encontrado');
    const field = access.event.user_properties.find((f) => fieldIdOf(f) === fieldId);
    if (!field) throw notFoundError('Dato no encontrado');
    if (!field.justonebyattendee || !LIST_FIELD_TYPES.includes(field.type)) {
      throw badRequest('Este dato no limita sus opciones');
    }
    const { value } = await parseInput(optionTakenSchema, req.body);
    if (!field.options.some((option) => option.value === value)) {
      throw fieldError('value', 'Opción no válida');
    }
    const holder = (await optionHolders(access.eventId, field.name, [value])).get(value);
    if (holder !== undefined && holder !== normalizeEmail(req.user?.email)) {
      throw conflict(OPTION_TAKEN_MESSAGE, { value: OPTION_TAKEN_MESSAGE });
    }
    res.json({ message: 'OK', taken: false });
  },
);

/**
 * The lowest bid a product accepts now: above the highest offer, never below the product's own
 * minimum (start_price, else price). The highest is the one bids are decided against.
 */
contentExtrasRouter.get('/products/:productId/minimumauctionvalue', async (req, res) => {
  const access = await readableEvent(req, eventIdOf(req));
  const productId = validId(req.params.productId, 'Producto no encontrado');
  const product = (await refs.eventContentItem(access.eventId, 'products', productId).get()).data();
  if (!product) throw notFoundError('Producto no encontrado');
  const { highest: top } = await readHighest(access.eventId, productId);
  res.json({ value: minimumBid(product, top), highest: top });
});

/**
 * POST surveys/{id}/grade: the caller's score on a gradable quiz and which message it earns,
 * computed here from the answer key attendees never read; an attendee only.
 */
contentExtrasRouter.post('/surveys/:surveyId/grade', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.attendeeId !== null);
  res.json({ data: await gradeSurvey(access, surveyIdOf(req)) });
});

/**
 * A bid of the silent auction (spec part 3 §5.6). Clients cannot write bids (the rules refuse
 * them): only the amount travels, and placeBid decides it in one transaction against the highest
 * bid, taking the bidder's name and e-mail from its registration.
 */
contentExtrasRouter.post('/products/:productId/offers', rateLimit('bid'), async (req, res) => {
  const user = signedIn(req);
  const access = await readableEvent(req, eventIdOf(req));
  const productId = validId(req.params.productId, 'Producto no encontrado');
  const { amount } = await parseInput(offerSchema, req.body);
  res.status(201).json(await placeBid(access, user.uid, productId, amount));
});

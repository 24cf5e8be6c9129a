import {
  paths,
  trophyStandings,
  type AttendedActivity,
  type QuizPoints,
  type RankingRecord,
} from '@aforo/domain';
import { Router } from 'express';
import { readableEvent } from '../lib/access';
import { db } from '../lib/firebase';
import { notFoundError } from '../lib/http-error';
import { eventIdOf } from './resource-router';
import { groups, refs } from '../lib/refs';
import { validId } from '../lib/validate';

/*
 * What the landing's sections read that no single rule-checked query can give a visitor: the
 * trophies table (rankings hold e-mail addresses, check-ins hold registration data) and a custom
 * page found by its id alone (/page/{id}).
 */

/** Bounds of the trophies' reads: visible quizzes, rows per quiz, check-ins of the event. */
const QUIZZES_READ = 50;
const ROWS_PER_QUIZ = 1000;
const CHECKINS_READ = 5000;

/** Mounted under /api/events/:eventId before the generic resource routes. */
export const landingSectionsRouter = Router({ mergeParams: true });

/**
 * GET /api/events/{eventId}/trophies: the standings of the landing's trophies section, for
 * whoever may read the event. Quizzes count while published with their ranking visible (what the
 * rules let anyone read); every activity check-in counts. Names and points only.
 */
landingSectionsRouter.get('/trophies', async (req, res) => {
  const access = await readableEvent(req, eventIdOf(req));
  const eventId = access.eventId;
  const [surveys, checkins] = await Promise.all([
    refs
      .eventContent(eventId, 'surveys')
      .where('publish', '==', true)
      .where('rankingVisible', '==', true)
      .limit(QUIZZES_READ)
      .get(),
    groups
      .activityAttendees()
      .where('event_id', '==', eventId)
      .where('checked_in', '==', true)
      .limit(CHECKINS_READ)
      .get(),
  ]);
  const rankings = await Promise.all(
    surveys.docs.map((survey) =>
      db
        .collection(paths.surveyRanking(eventId, survey.id))
        .limit(ROWS_PER_QUIZ)
        .get()
        .then((snap) => snap.docs),
    ),
  );
  const quizzes: QuizPoints[] = rankings.flat().map((row) => {
    const data = row.data() as Partial<RankingRecord>;
    return {
      userId: row.id,
      userName: data.userName ?? '',
      points: data.score ?? data.correctAnswers ?? 0,
    };
  });
  const attended: AttendedActivity[] = checkins.docs.map((row) => {
    const data = row.data();
    return {
      userId: data.user_id ?? null,
      attendeeId: data.attendee_id ?? row.id,
      name: data.properties?.names ?? '',
    };
  });
  res.json({ data: trophyStandings(quizzes, attended), quizzes: surveys.size });
});

/** Mounted under /api. */
export const publicPagesRouter = Router();

const PAGE_NOT_FOUND = 'Página no encontrada';

/**
 * GET /api/pages/{pageId}: a published custom page by its id alone (spec part 1 §2.1 /page/{id},
 * public), with the name of its event for the way back. Drafts and pages of events the caller
 * may not read answer 404, as a missing page does.
 */
publicPagesRouter.get('/pages/:pageId', async (req, res) => {
  const pageId = validId(req.params.pageId, PAGE_NOT_FOUND);
  const found = await groups
    .customPages()
    .where('page_id', '==', pageId)
    .where('published', '==', true)
    .limit(1)
    .get();
  const page = found.docs[0]?.data();
  const eventId = found.docs[0]?.ref.parent.parent?.id;
  if (!page || !eventId) throw notFoundError(PAGE_NOT_FOUND);
  const access = await readableEvent(req, eventId).catch(() => {
    throw notFoundError(PAGE_NOT_FOUND);
  });
  res.json({
    data: { ...page, event_id: eventId },
    event: { _id: eventId, name: access.event.name },
  });
});

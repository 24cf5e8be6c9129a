import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { MESSAGES, LIMITS, richText, text } from './common.js';

/** A frequently asked question (fields not shown in the spec: a title, an answer and an order). */
export const faqSchema = yup.object({
  title: text(500).required(MESSAGES.questionRequired),
  content: richText(LIMITS.longText).required(MESSAGES.answerRequired),
  index: yup.number().integer().min(0).max(100_000).default(0),
});
export type FaqInput = yup.InferType<typeof faqSchema>;
export type Faq = FaqInput & Partial<Timestamps> & { _id: string; event_id: string };

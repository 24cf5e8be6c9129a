import * as yup from 'yup';
import { MESSAGES } from './messages.js';

/*
 * yup's own default messages are English ("email is a required field", "must be a `number`
 * type"): any rule written without a message would show one to a Spanish, English or Portuguese
 * user alike. They are replaced once, before any schema is built (common.ts imports this module
 * first; package.json lists it under sideEffects so no bundler drops it), by domain messages the
 * web translates. yup-locale.test.ts fails if a schema keeps an English default
 * (and web/src/components/library-defaults.test.tsx if one reaches the screen).
 */
const invalid = () => MESSAGES.invalid;
yup.setLocale({
  mixed: {
    default: invalid,
    required: MESSAGES.required,
    defined: MESSAGES.required,
    notNull: MESSAGES.required,
    oneOf: MESSAGES.invalidOption,
    notOneOf: MESSAGES.invalidOption,
    notType: ({ type }: { type: string }) =>
      type === 'number' ? MESSAGES.number : type === 'date' ? MESSAGES.date : MESSAGES.invalid,
  },
  string: {
    length: invalid,
    min: ({ min }: { min: number }) => MESSAGES.tooShort(min),
    max: ({ max }: { max: number }) => MESSAGES.tooLong(max),
    matches: invalid,
    email: MESSAGES.email,
    url: MESSAGES.url,
    uuid: MESSAGES.id,
    datetime: MESSAGES.date,
    datetime_precision: MESSAGES.date,
    datetime_offset: MESSAGES.date,
    trim: invalid,
    lowercase: invalid,
    uppercase: invalid,
  },
  number: {
    min: ({ min }: { min: number }) => MESSAGES.numberMin(min),
    max: ({ max }: { max: number }) => MESSAGES.numberMax(max),
    lessThan: invalid,
    moreThan: invalid,
    positive: ({ more }: { more: number }) => MESSAGES.numberMin(more),
    negative: invalid,
    integer: MESSAGES.integer,
  },
  date: { min: MESSAGES.date, max: MESSAGES.date },
  object: { noUnknown: invalid, exact: invalid },
  array: {
    min: ({ min }: { min: number }) => MESSAGES.tooFew(min),
    max: ({ max }: { max: number }) => MESSAGES.tooMany(max),
    length: invalid,
  },
  boolean: { isValue: MESSAGES.required },
  tuple: { notType: invalid },
});

import type { BookingQuestion } from '@booking/shared-contracts';
import type { BokunQuestionJson } from './types';

const QUESTION_CONTEXTS = ['BOOKING', 'PASSENGER', 'EXTRA'] as const;

type Option = BookingQuestion['options'][number];

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined =>
  values.find((candidate) => candidate === v);

/**
 * Bokun's `QuestionDto` carries its choices as one string; how they are separated is not published, so
 * line breaks are read first and commas when there are none.
 */
function optionsFromText(text: string): Option[] {
  const parts = /[\r\n]/.test(text) ? text.split(/\r?\n|\r/) : text.split(',');
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => ({ value: p, label: p }));
}

/**
 * Choices in any of the shapes met: a string (`QuestionDto`), a list of strings (the older
 * `BookingQuestionDto`) or a list of `{value, label}` (the sandbox's 1001–1004).
 */
export function questionOptions(options: BokunQuestionJson['options']): Option[] {
  if (typeof options === 'string') return optionsFromText(options);
  if (!Array.isArray(options)) return [];
  return options.flatMap((o): Option[] => {
    if (typeof o === 'string') return o.trim() === '' ? [] : [{ value: o, label: o }];
    if (typeof o === 'object' && o !== null && typeof o.value === 'string')
      return [{ value: o.value, label: o.label ?? o.value }];
    return [];
  });
}

/** A supplier question in Bokun's current, older or the sandbox's shape; null when it has no id or is inactive. */
export function mapBookingQuestion(q: BokunQuestionJson): BookingQuestion | null {
  if (q.active === false) return null;
  const questionId = q.questionId ?? q.questionCode ?? (q.id == null ? undefined : String(q.id));
  if (!questionId) return null;
  return {
    questionId,
    label: q.label ?? q.question ?? q.title ?? questionId,
    type: q.type ?? q.dataType ?? 'TEXT',
    required: q.required === true || q.answerRequired === true,
    context: oneOf(QUESTION_CONTEXTS, q.context) ?? 'BOOKING',
    options: questionOptions(q.options),
  };
}

/**
 * What a question asks for, read from its wording, for questions that have no authored kind (the
 * landing pages' questions; every bank question has its own): a story of something the candidate
 * did, a view of their own (motivation, strengths, how they work), or else an explanation.
 */
import type { QuestionKind } from '~/content/question-banks'

/** Something the candidate did: "tell me about a time…", "describe a project you…", "how have you…". */
const STORY = [
  /\btell (?:me|us) about (?:a|an|the|your) (?:[\w-]+ ){0,4}?(?:time|situation|occasion|moment|mistake|failure|conflict|decision|achievement|result|internship|work experience)\b/i,
  /\b(?:tell (?:me|us) about|describe|walk (?:me|us) through) (?:a|an|the|your) (?:[\w,-]+ ){0,6}?(?:you|your own)\b(?! (?:would|could|might|think))/i,
  /\b(?:describe|share) (?:a|an) (?:time|situation|occasion|moment|quarter|example)\b/i,
  /\bgive (?:me |us )?an example of (?:a )?(?:time|situation)\b/i,
  /\b(?:have|did) you ever\b/i,
  /\bhow have you\b/i,
]
/** The candidate's own view: motivation, strengths, plans, what something means to them. */
const VIEW = [
  /\bwhy (?:do|did|are|would|should) (?:you|we)\b/i,
  /\bwhat (?:attracted|draws|drew|motivates) you\b/i,
  /\bwhere (?:do|would) you (?:see|want|like)\b/i,
  /\bwhat (?:are|is) your (?:greatest |biggest )?(?:strengths?|weakness(?:es)?|goals?|motivation)\b/i,
  /\b(?:is|are) one weakness\b|\bone weakness\b/i,
  /\btell (?:me|us) about yourself\b|\bwalk (?:me|us) through your (?:background|career)\b/i,
  /\bmean to you\b|\blook like to you\b|\bdescribe you\b/i,
  /\bdo you (?:want|prefer|see yourself|have any questions)\b/i,
  /\bare you working towards\b|\bare you (?:building|learning)\b|\bwant to (?:go deeper|get stronger|become|specialise)\b/i,
  /\bhow do you (?:look after|stay|keep (?:yourself|up)|build trust|build (?:an|good)|decide what to learn|balance|think about)\b/i,
  /\bhow do you (?:respond|react) when (?:your|a) (?:manager|colleague|customer)\b/i,
  /\bwhat about that\b.*\bsuits you\b/i,
]

/** Read first: "describe the kind of team you…" asks for a view, though it reads like a story. */
const KIND_OF = /\b(?:kind|type|sort) of (?:[\w-]+ )?(?:manager|culture|team|environment|engineer|designer|leader)\b/i

export function questionKind(text: string): QuestionKind {
  if (KIND_OF.test(text)) return 'view'
  if (STORY.some((p) => p.test(text))) return 'story'
  if (VIEW.some((p) => p.test(text))) return 'view'
  return 'explanation'
}

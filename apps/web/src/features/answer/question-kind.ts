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
  // "Tell me about someone you managed", "a pull request that got pushback": anything but yourself.
  /\btell (?:me|us) about (?:a|an|the|some|someone|somebody|research|feedback)\b(?! (?:little|bit)\b)/i,
  /\bgive (?:me |us )?an example of\b/i,
  /\bdescribe a (?:conflict|disagreement|mistake|failure|decision|launch|project)\b/i,
  /\bwhat did you do\b|\bwhat was your (?:own )?(?:part|role)\b|\b(?:you have|you've) (?:ever )?(?:made|done|faced|handled|led)\b/i,
  /\bwalk (?:me|us) through your (?:[\w-]+ ){0,2}?(?:project|internship|thesis|dissertation)\b/i,
]
/** The candidate's own view: motivation, strengths, plans, what something means to them. */
const VIEW = [
  /\bwhy (?:do|did|are|would|should) (?:you|we)\b/i,
  /\bwhat (?:attracted|draws|drew|motivates) you\b/i,
  /\bwhere (?:do|would) you (?:see|want|like)\b/i,
  /\bwhat (?:are|is) your (?:greatest |biggest )?(?:strengths?|weakness(?:es)?|goals?|motivation)\b/i,
  /\b(?:is|are) one weakness\b|\bone weakness\b/i,
  /\byour first choice\b|\bwhat you do best\b/i,
  /\bare you (?:willing|open|comfortable|happy) to\b/i,
  /\bhow do you work with\b/i,
  /\bmean to you\b|\blook like to you\b|\bdescribe you\b/i,
  /\bdo you (?:want|prefer|see yourself|have any questions)\b/i,
  /\bare you working towards\b|\bare you (?:building|learning)\b|\bwant to (?:go deeper|get stronger|become|specialise)\b/i,
  /\bhow do you (?:look after|stay|keep (?:yourself|up)|build trust|build (?:an|good)|decide what to learn|balance|think about)\b/i,
  /\bhow do you (?:respond|react) when (?:your|a) (?:manager|colleague|customer)\b/i,
  /\bwhat about that\b.*\bsuits you\b/i,
]

/**
 * Read first, as they read like stories: "describe the kind of team you…", "tell me about
 * yourself", "walk me through your career… the moves you have made", strengths and weaknesses.
 */
const VIEW_FIRST = [
  /\b(?:kind|type|sort) of (?:[\w-]+ )?(?:manager|culture|team|environment|engineer|designer|leader)\b/i,
  /\btell (?:me|us) (?:a (?:little|bit) )?(?:more )?about yourself\b|\btell (?:me|us) who you are\b/i,
  /\bwalk (?:me|us) through your (?:background|career)\b/i,
  /\b(?:strengths?|weakness(?:es)?)\b(?! you (?:had|showed|found))/i,
]

export function questionKind(text: string): QuestionKind {
  if (VIEW_FIRST.some((p) => p.test(text))) return 'view'
  if (STORY.some((p) => p.test(text))) return 'story'
  if (VIEW.some((p) => p.test(text))) return 'view'
  return 'explanation'
}

/** English lists as a sentence writes them: "a, b and c" (`and`), "a, b or c" (`or`). */
const conjunction = new Intl.ListFormat('en', { type: 'conjunction' })
const disjunction = new Intl.ListFormat('en', { type: 'disjunction' })

export const andList = (items: Iterable<string>) => conjunction.format(items)
export const orList = (items: Iterable<string>) => disjunction.format(items)

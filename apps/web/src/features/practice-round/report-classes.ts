/** The report's shared classes: a card, its title, a chip. */
export const card = 'rounded-2xl border border-line bg-surface p-5 shadow-sm print:break-inside-avoid print:shadow-none'
export const cardTitle = 'text-lg font-semibold text-heading'
export const chip = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

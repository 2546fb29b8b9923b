/** Class lists shared by several landing sections (Tailwind scans this file). */
export const cardClass = 'rounded-2xl border border-line bg-surface p-6 shadow-sm'
export const iconBadgeClass = 'inline-flex size-11 items-center justify-center rounded-xl bg-brand-tint text-accent'
export const cardTitleClass = 'text-lg font-semibold text-heading'
export const bodyClass = 'text-muted'

/** Class lists shared by several landing sections (Tailwind scans this file). */
export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
export const iconBadgeClass = 'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700'
export const cardTitleClass = 'text-lg font-semibold text-slate-900'
export const bodyClass = 'text-slate-600'

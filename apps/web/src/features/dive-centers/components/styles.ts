/** Class names shared by the dive center page's cards and sections. */
export const CARD = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
export const CARD_TITLE = 'flex items-center gap-2 text-lg font-semibold text-slate-900';
export const H2 = 'text-2xl font-bold tracking-tight text-slate-900';
export const LINK = 'font-medium text-sky-800 underline underline-offset-4 hover:text-sky-950';

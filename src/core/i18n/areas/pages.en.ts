/** English texts of the pages area (merged into en.ts under 'pages'). */
export const pagesEn = {} as const

/** The brand segment of a select-brand path: 'Samsung' -> 'samsung', 'iPhone' -> 'iphone'. */
export const brandSlug = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'brand'

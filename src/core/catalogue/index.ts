/**
 * The catalogue's door: the one brand → model → variant picker (price checker, sell wizard, repair
 * picker, warranty form) and the search store. Code outside the catalogue imports these from here.
 * Its API schemas stay in ./contract.ts (open to the server too). The catalogue's words belong to the areas that show them, so this door registers no texts.
 */
export * from './device-picker'
export * from './search'

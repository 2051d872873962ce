/**
 * The price checker's door: its store and the sell request it hands to the sell wizard (the chosen
 * phone and the answers given, kept across a reload and a sign-in detour). The checker shows only core
 * words (picker, price, common), so this door registers no area texts: a partner page that embeds only
 * the checker does not download the sell wizard's dictionary.
 */
export * from './sell-request'
export * from './price-checker'

/**
 * The architecture's rules (issue 13), checked by `npm run lint:deps` inside `npm test`:
 * hosts -> widgets -> core and server -> core, never back up; no import circles; core has no React;
 * the server reads no browser store; host pages use widgets through their doors, not their private parts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle: two modules that each need the other cannot be read, tested or loaded alone.', from: {}, to: { circular: true } },
    { name: 'core-no-ui', severity: 'error', comment: 'core holds rules, stores and the API: no React, no widget, no page.', from: { path: '^src/core' }, to: { path: ['^src/widgets', '^src/hosts', '^node_modules/(react|react-dom|radix-ui|@radix-ui|@r2wc)/'] } },
    { name: 'widgets-no-hosts', severity: 'error', comment: 'A widget works on any page: it never imports the site.', from: { path: '^src/widgets' }, to: { path: '^src/hosts' } },
    { name: 'server-no-browser', severity: 'error', comment: "The server shares core's rules (domain/), texts (i18n/ and each area's texts.ts) and API contract (<area>/contract.ts, platform/api/define and registry), never a browser store, widget or page.", from: { path: '^src/server' }, to: { path: ['^src/core/(?!domain/|i18n/|platform/(api/(define|registry)|routes)\\.ts$|[a-z-]+/(contract|texts)\\.ts$)', '^src/widgets', '^src/hosts'] } },
    { name: 'shared-core-no-stores', severity: 'error', comment: "What the server shares (domain rules, texts, contracts) holds no store: it must load in Node without a browser.", from: { path: '^src/core/(domain/|i18n/|platform/(api/(define|registry)|routes)\\.ts$|[a-z-]+/(contract|texts)\\.ts$)' }, to: { path: ['^node_modules/(nanostores|@nanostores)/', '^src/core/platform/(?!(api/(define|registry)|routes)\\.ts$)', '^src/core/(?!domain/|i18n/|platform/)[a-z-]+/(?!(contract|texts)\\.ts$)[^/]+$'] } },
    { name: 'nothing-imports-server', severity: 'error', comment: 'Only the server and tests reach the server.', from: { path: '^src/(core|widgets|hosts)' }, to: { path: '^src/server' } },
    { name: 'hosts-use-widget-doors', severity: 'error', comment: "Host pages use a widget's door (its index.ts) and ui/, never its private files (CSS, parts).", from: { path: '^src/hosts' }, to: { path: '^src/widgets/(?!ui/)[^/]+/(?!index\\.ts$)' } },
    { name: 'area-doors', severity: 'error', comment: "Code outside an area uses it through its door (core/<area>/index.ts; the contract and texts are open to the server too), never its files behind.", from: { pathNot: '^src/core/(account|cart|catalogue|checker|sell|shop|checkout|repair|site)/' }, to: { path: '^src/core/(account|cart|catalogue|checker|sell|shop|checkout|repair|site)/(?!(index|contract|texts)\\.ts$)' } },
    { name: 'area-doors-between-areas', severity: 'error', comment: "One area uses another through that area's door.", from: { path: '^src/core/(account|cart|catalogue|checker|sell|shop|checkout|repair|site)/' }, to: { path: '^src/core/(account|cart|catalogue|checker|sell|shop|checkout|repair|site)/(?!(index|contract|texts)\\.ts$)', pathNot: '^src/core/$1/' } },
    { name: 'widgets-use-widget-doors', severity: 'error', comment: "A widget uses another widget through its door (index.ts); ui/ is shared by all.", from: { path: '^src/widgets/([^/]+)/' }, to: { path: '^src/widgets/(?!ui/)[^/]+/(?!index\\.ts$)', pathNot: '^src/widgets/$1/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    exclude: { path: ['\\.css\\.ts$/vanilla', '^dist', '^stories'] },
  },
}

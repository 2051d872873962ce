/** The OpenAPI document's introduction (Markdown): what every call shares. docs/api.md says the same at length. */
import { pageSizes } from '@core/domain/paging'

export function apiDescription(): string {
  const paged = Object.entries(pageSizes)
    .map(([name, size]) => `| \`${name}\` | ${size.default}${name === 'availableModels' ? ' (every phone with `instock=1`)' : ''} | ${size.max.toLocaleString('en')} |`)
    .join('\n')
  return `Sell, buy and repair phones in Kenya, Tanzania and Uganda. Every call answers JSON; every refusal answers
\`{ "success": false, "code": "...", "msg": "..." }\` with a 4xx or 5xx status and a stable \`code\` (see the \`ErrorCode\` schema).
The guide with examples is docs/api.md in the repository; partners embedding the widgets read docs/embedding.md.

## Authentication

- **App key** (\`x-app-key\` header, every \`/api/v1\` call): the partner's publishable key, as the loader's
  \`data-app-key\` sends it. It identifies a partner and authenticates no one. A browser must call from an origin
  registered for the key (403 \`origin_not_registered\` otherwise); a missing or unknown key is 401
  (\`app_key_required\`, \`app_key_unknown\`).
- **Signed-in calls** (marked with a lock): the session token a sign-in reply carries (\`verify_otp\`, \`auth\`,
  \`register\`), sent as \`Authorization: Bearer <token>\`. On Simu's own site the session lives in the HttpOnly
  cookie \`simu_session\` instead (the reply's \`token\` is then empty); a state-changing call riding on the cookie
  must be JSON from Simu's own origin (403 \`csrf_refused\`).

## Headers

- \`country\`: \`ke\`, \`tz\` or \`ug\` (default \`ke\`): currency, prices, stores and phone numbers follow it.
- \`accept-language\`: \`en\` or \`sw\`: the language of \`msg\` and display texts (otherwise the country's).
- \`idempotency-key\`: \`confirm_order\` only: one order per key.

## Rate limits

A global ceiling per client IP on \`/api/\` (600 requests a minute by default, \`RATE_LIMIT_PER_MINUTE\`), and
per-call limits kept in the database (sign-in codes, sign-ins, orders, coupons, forms...). Over a limit the reply
is 429 with a \`Retry-After\` header in seconds and a code saying which limit (\`too_many_requests\`,
\`code_wait\`, \`sign_ins_too_many\`, ...). A busy or read-only database answers 503 with \`Retry-After\`.

## Paging

Every list that can grow is paged the same way: \`?page=\` (from 1, default 1) and \`?limit=\` (from 1 to the
list's maximum). The reply carries the page's items under the list's own name, with \`page\`, \`limit\` and
\`total\` (the items over every page). A page past the last answers an empty list with the same \`total\`.
A \`page\` or \`limit\` that is not a whole number, below 1 or over the maximum is refused with 400
(\`invalid_input\`, \`at_least_one\`, \`at_most\`). Other lists (brands, a brand's models, stores, dealers,
a model's variants, pickup days, faults...) are short and always answered whole; \`search\` answers the 20 best
matches.

| call | default \`limit\` | largest \`limit\` |
| --- | --- | --- |
${paged}
`
}

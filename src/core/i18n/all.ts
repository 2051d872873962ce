/**
 * Every area's texts at once: for tests, stories and the site's shell, which shows words of every area.
 * A page or widget never needs this: importing from an area's door (core/<area>/index.ts) registers
 * that area's texts. When an area moves its registration to core/<area>/texts.ts, the import here moves
 * with it. (Area texts modules hold no store, so core/i18n may import them.)
 */
import '@core/account/texts'
import '@core/site/texts'
import '@core/cart/texts'
import '@core/shop/texts'
import '@core/checkout/texts'
import './areas/errors'
import '@core/repair/texts'
import '@core/sell/texts'

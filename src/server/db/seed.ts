/**
 * Idempotent seed: the catalogue (brands, models, buy-back prices, colours, stores, dealers, faults,
 * Simu's own partner) is brought up to date on every start; stock, coupons and cash codes are only
 * inserted once, so orders placed since are never undone by a restart.
 *
 * Production seeds reference data only. The development data (cash codes, coupons, the well-known dev
 * partner keys) is public in this repository, so a production start also removes it if an earlier
 * development start left it in the same database.
 */
import type { Insertable } from 'kysely'
import type { Db } from './index'
import type { Database } from './schema'
import { seedLargeCatalogue } from './seed-large-catalogue'
import * as data from './seed-data'
import type { Profile } from '../profile'
import type { SeedPartner } from './seed-types'

const chunk = <T>(rows: T[], size = 200): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size))

type Table = keyof Database

/** Inserts rows; on a key clash either refreshes the listed columns or leaves the row alone. */
async function upsert<T extends Table>(db: Db, table: T, key: string, rows: Insertable<Database[T]>[], refresh: boolean): Promise<void> {
  for (const part of chunk(rows)) {
    if (part.length === 0) continue
    const columns = Object.keys(part[0] as object).filter((c) => c !== key)
    await db
      .insertInto(table)
      .values(part as never)
      .onConflict((oc) => {
        const target = oc.column(key as never)
        if (!refresh) return target.doNothing()
        return target.doUpdateSet(Object.fromEntries(columns.map((c) => [c, (eb: { ref(r: string): unknown }) => eb.ref(`excluded.${c}`)])) as never)
      })
      .execute()
  }
}

export function searchText(name: string, brand: { name: string; synonyms: readonly string[] }): string {
  return [name, brand.name, ...brand.synonyms].join(' ').toLowerCase()
}

export interface SeedOptions {
  /** 'development' (default) adds cash codes, coupons and the dev partner keys. */
  profile?: Profile
}

const partnerRow = (p: SeedPartner) => ({ id: p.id, name: p.name, app_key: p.appKey, origins: JSON.stringify(p.origins) })

export async function seed(db: Db, { profile = 'development' }: SeedOptions = {}): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const site = profile === 'production' ? data.sitePartner : { ...data.sitePartner, origins: data.devOrigins }
    if (profile === 'production') await removeDevData(tx)
    // In production the row is only created: origins an operator gave it (cli.ts partner-origins) stay.
    await upsert(tx, 'partners', 'id', [partnerRow(site)], profile !== 'production')
    await seedReference(tx)
    if (profile !== 'production') await seedDevData(tx)
  })
  // Optional: ~39,000 more device names for search (SIMU_LARGE_CATALOGUE=1), safe to run on every start.
  if (process.env.SIMU_LARGE_CATALOGUE === '1') await seedLargeCatalogue(db)
}

/** The catalogue, stock, stores, dealers and faults: what every profile needs. */
async function seedReference(tx: Db): Promise<void> {
  const brandById = new Map(data.brands.map((b) => [b.id, b]))
  {
    await upsert(tx, 'brands', 'id', data.brands.map((b) => ({ id: b.id, name: b.name, sells: b.sells ? 1 : 0, sort: b.sort, synonyms: JSON.stringify(b.synonyms) })), true)
    await upsert(tx, 'device_models', 'id', data.models.map((m) => {
      const brand = brandById.get(m.brandId)
      if (!brand) throw new Error(`seed: model ${m.id} names an unknown brand ${m.brandId}`)
      return { id: m.id, brand_id: m.brandId, name: m.name, release_year: m.releaseYear, tier: m.tier, body_color: m.bodyColor, search_text: searchText(m.name, brand) }
    }), true)
    await upsert(tx, 'sell_variants', 'id', data.models.flatMap((m) => m.variants.map((v) => ({
      id: `${m.id}-${v.ram}-${v.storage}`, model_id: m.id, ram: v.ram, storage: v.storage, max_kes: v.max.KES, max_tzs: v.max.TZS, max_ugx: v.max.UGX,
    }))), true)
    await upsert(tx, 'colors', 'id', data.colors.map((c) => ({ id: c.id, name: c.name, hex: c.hex })), true)
    await upsert(tx, 'shop_models', 'model_id', data.stock.map((s) => ({
      model_id: s.modelId, featured: s.featured ? 1 : 0, deal: s.deal ? 1 : 0, highlights: JSON.stringify(s.highlights), specs: JSON.stringify(s.specs),
    })), true)
    await upsert(tx, 'shop_variants', 'id', data.stock.flatMap((s) => s.variants.map((v) => ({
      id: `${s.modelId}-${v.colorId}-${v.ram}-${v.storage}`, model_id: s.modelId, color_id: v.colorId, ram: v.ram, storage: v.storage,
      sale_kes: v.sale.KES, sale_tzs: v.sale.TZS, sale_ugx: v.sale.UGX, disc_kes: v.discounted.KES, disc_tzs: v.discounted.TZS, disc_ugx: v.discounted.UGX,
      priority: v.priority ? 1 : 0, quantity: v.quantity, battery_health: v.batteryHealth,
    }))), false)
    await upsert(tx, 'stores', 'id', data.stores.map((s) => ({
      id: s.id, list: s.list, country: s.country, name: s.name, location: s.location, region: s.region, contact: s.contact, lat: s.lat, lng: s.lng, opening_hours: s.openingHours,
    })), true)
    await upsert(tx, 'dealers', 'id', data.dealers.map((d) => ({ id: d.id, country: d.country, name: d.name, regions: JSON.stringify(d.regions) })), true)
    await upsert(tx, 'faults', 'id', data.faults.map((f, i) => ({ id: f.id, sort: i, label: f.label, component: f.component, price_kes: f.price.KES, price_tzs: f.price.TZS, price_ugx: f.price.UGX })), true)
  }
}

/** Development only: the coupons, cash codes and partner keys printed in README.md and the tests. */
async function seedDevData(tx: Db): Promise<void> {
  await upsert(tx, 'partners', 'id', data.devPartners.map(partnerRow), true)
  await upsert(tx, 'coupons', 'code', data.coupons.map((c) => ({
    code: c.code, value_kes: c.value.KES, value_tzs: c.value.TZS, value_ugx: c.value.UGX, assigned_models: JSON.stringify(c.assignedModels), max_uses: c.maxUses, used: 0,
  })), false)
  await upsert(tx, 'cash_codes', 'code', data.cashCodes.map((code) => ({ code, used_at: null, order_id: null })), false)
}

/** A production start removes what a development start seeded: its keys, codes and coupons are public. */
async function removeDevData(tx: Db): Promise<void> {
  const devKeys = ['pk_dev_simu', ...data.devPartners.map((p) => p.appKey)]
  await tx.deleteFrom('partners').where('app_key', 'in', devKeys).execute()
  // The site's own key keeps the origins an operator gave it, but never the localhost ones development added.
  const site = await tx.selectFrom('partners').select('origins').where('id', '=', data.sitePartner.id).executeTakeFirst()
  if (site) {
    const origins = (JSON.parse(site.origins) as string[]).filter((o) => !data.devOrigins.includes(o))
    await tx.updateTable('partners').set({ origins: JSON.stringify(origins) }).where('id', '=', data.sitePartner.id).execute()
  }
  await tx.deleteFrom('cash_codes').where('code', 'in', data.cashCodes).where('used_at', 'is', null).execute()
  const codes = [...data.coupons.map((c) => c.code), ...data.migrationCoupons]
  await tx.deleteFrom('coupon_expiry').where('code', 'in', codes).execute()
  await tx.deleteFrom('coupons').where('code', 'in', codes).execute()
}

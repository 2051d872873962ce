/**
 * Repair rules (shop-and-repair.md §3, §9; issue 5): the offered days (five from four days ahead,
 * weekends closed, in East Africa Time), bookable dates, ticket numbers, the estimate with and without
 * warranty, ticket stages, the expected ready date, and the IMEI check the warranty lookup relies on.
 */
import { describe, expect, it } from 'vitest'
import { repair } from '@core/domain/constants'
import { imeiProblem, isValidImei, luhnCheckDigit, normaliseImei } from '@core/domain/imei'
import {
  addDays, canMoveTicket, eatToday, expectedReady, isBookableDate, repairCost, repairSlots, ticketNumber, unbookableReason,
} from '@core/domain/repair'

/** An instant given as Nairobi wall-clock time (UTC+3). */
const eat = (local: string) => Date.parse(`${local}+03:00`)
const dates = (now: number) => repairSlots(now).map((s) => s.date)

describe('repairSlots', () => {
  describe('on a Monday', () => {
    const slots = repairSlots(eat('2026-11-23T10:00:00'))
    it('offers the five days starting four days ahead: Friday to Tuesday', () => {
      expect(slots.map((s) => s.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'])
      expect(slots.map((s) => s.day)).toEqual(['friday', 'saturday', 'sunday', 'monday', 'tuesday'])
    })
    it('marks Saturday and Sunday as weekend (closed) and the rest open', () => {
      expect(slots.map((s) => s.isWeekend)).toEqual([false, true, true, false, false])
    })
  })

  it('has no weekend at all when the window runs Monday to Friday (from a Thursday)', () => {
    const slots = repairSlots(eat('2026-11-26T12:00:00'))
    expect(slots.map((s) => s.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
    expect(slots.every((s) => !s.isWeekend)).toBe(true)
  })

  it('crosses a month end (30 November into December)', () => {
    expect(dates(eat('2026-11-27T09:00:00'))).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
  })

  it('crosses a year end (into January)', () => {
    expect(dates(eat('2026-12-29T09:00:00'))).toEqual(['2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06'])
  })

  it('crosses the end of February in a leap year', () => {
    expect(dates(eat('2028-02-26T09:00:00'))).toEqual(['2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05'])
    expect(dates(eat('2028-02-25T09:00:00'))[0]).toBe('2028-02-29')
  })

  describe('at the East Africa Time day change', () => {
    it('still counts from Monday at 23:59 in Nairobi (20:59 UTC)', () => {
      expect(dates(Date.parse('2026-11-23T20:59:00Z'))[0]).toBe('2026-11-27')
    })
    it('counts from Tuesday at 00:00 in Nairobi, while it is still Monday in UTC (21:00)', () => {
      expect(dates(Date.parse('2026-11-23T21:00:00Z'))[0]).toBe('2026-11-28')
    })
    it('agrees with a browser in any time zone, because it uses the instant, not the local clock', () => {
      const instant = Date.parse('2026-11-23T22:30:00Z')
      expect(eatToday(instant)).toBe('2026-11-24')
    })
  })

  it('offers exactly the spec constants: 5 days from 4 days ahead', () => {
    expect(repair.slotCount).toBe(5)
    expect(repair.firstSlotOffsetDays).toBe(4)
  })
})

describe('isBookableDate and unbookableReason', () => {
  const monday = eat('2026-11-23T10:00:00')
  it('accepts an offered weekday', () => {
    expect(isBookableDate('2026-11-27', monday)).toBe(true)
    expect(unbookableReason('2026-12-01', monday)).toBeNull()
  })
  it('refuses an offered weekend day as weekend', () => {
    expect(isBookableDate('2026-11-28', monday)).toBe(false)
    expect(unbookableReason('2026-11-29', monday)).toBe('weekend')
  })
  it('refuses days before and after the window, today included', () => {
    for (const d of ['2026-11-23', '2026-11-26', '2026-12-02', '2027-11-27']) {
      expect(isBookableDate(d, monday)).toBe(false)
      expect(unbookableReason(d, monday)).toBe('outsideWindow')
    }
  })
  it('refuses text that is not a date', () => {
    expect(isBookableDate('27/11/2026', monday)).toBe(false)
  })
})

describe('ticketNumber', () => {
  it("is 'R' + the order number + the upper-case country", () => {
    expect(ticketNumber(1042, 'ke')).toBe('R1042KE')
    expect(ticketNumber(7, 'tz')).toBe('R7TZ')
    expect(ticketNumber(1001, 'ug')).toBe('R1001UG')
  })
})

describe('repairCost', () => {
  it('adds up the chosen faults without warranty', () => {
    expect(repairCost([6000, 4000], false, 'KES')).toBe(10_000)
    expect(repairCost([], false, 'KES')).toBe(0)
  })
  it('takes the warranty discount of Ksh 200 off with an active warranty', () => {
    expect(repair.warrantyDiscount.KES).toBe(200)
    expect(repairCost([6000, 4000], true, 'KES')).toBe(9800)
    expect(repairCost([1500], true, 'KES')).toBe(1300)
  })
  it('takes the discount in the currency of the country: Tzs 4,000 and Ugx 6,000, not a flat 200 (issue 10, point 20)', () => {
    expect(repairCost([119_000], true, 'TZS')).toBe(115_000)
    expect(repairCost([166_000], true, 'UGX')).toBe(160_000)
  })
  it('never goes below zero', () => {
    expect(repairCost([], true, 'KES')).toBe(0)
    expect(repairCost([150], true, 'KES')).toBe(0)
  })
})

describe('ticket stages', () => {
  it('move forward only, skipping allowed, never back or in place', () => {
    expect(canMoveTicket('booked', 'received')).toBe(true)
    expect(canMoveTicket('received', 'ready')).toBe(true)
    expect(canMoveTicket('ready', 'collected')).toBe(true)
    expect(canMoveTicket('diagnosed', 'received')).toBe(false)
    expect(canMoveTicket('repairing', 'repairing')).toBe(false)
    expect(canMoveTicket('collected', 'booked')).toBe(false)
  })
})

describe('expectedReady', () => {
  it('is 2 to 7 days after Simu has the phone, across a month end', () => {
    expect(expectedReady('2026-11-27')).toEqual({ from: '2026-11-29', by: '2026-12-04' })
  })
  it('adds calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('the IMEI check (Luhn) the warranty lookup relies on', () => {
  it('accepts valid IMEIs, also typed with spaces or dashes', () => {
    expect(isValidImei('356938035643809')).toBe(true)
    expect(isValidImei('35-693803-564380-9')).toBe(true)
    expect(normaliseImei('35 693803 564380 9')).toBe('356938035643809')
  })
  it('computes the check digit over the first 14 digits', () => {
    expect(luhnCheckDigit('35693803564380')).toBe(9)
    expect(luhnCheckDigit('35332011234567')).toBe(8)
  })
  it('says what is wrong: empty, not digits, wrong length, wrong check digit', () => {
    expect(imeiProblem('')).toBe('empty')
    expect(imeiProblem('35693803564380X')).toBe('notDigits')
    expect(imeiProblem('35693803564380')).toBe('length')
    expect(imeiProblem('356938035643800')).toBe('checksum')
    expect(imeiProblem('356938035643809')).toBeNull()
  })
})

/**
 * The forms area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 *
 * popupForm, newTestimonial, testimonials and search are declared in ../contract.ts; this area adds no
 * call. It holds the field lengths the contract enforces, so the forms can stop typing at the same point.
 */

/** Field lengths of PopupBody and TestimonialBody in ../contract.ts (Simu; the spec has none). */
export const formLimits = {
  fname: 60,
  lname: 60,
  phone: 20,
  name: 80,
  occupation: 80,
  testimonial: 1000,
  searchText: 100,
} as const

export const formsCalls = {} as const

/**
 * Field lengths of PopupBody and TestimonialBody in contract.ts (Simu; the spec has none), so the forms stop typing at
 * the same point. Apart from the contract so that a form's first render does not load zod.
 */
export const formLimits = {
  fname: 60,
  lname: 60,
  phone: 20,
  name: 80,
  occupation: 80,
  testimonial: 1000,
  searchText: 100,
} as const

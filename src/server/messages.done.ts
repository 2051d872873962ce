/**
 * The server's success messages (`msg` of a successful reply), by key, in English and Swahili. The
 * widgets mostly show their own text for a success, but the reply's `msg` still speaks the request's
 * language (issue 10 point 25), the same way refusals do. A unit test fails when a key has no
 * Swahili or a handler answers `msg` with loose words.
 */
export const doneEn = {
  code_sent: 'A code has been sent to your phone',
  account_ready: 'Your account is ready',
  signed_in: 'Signed in',
  password_changed: 'Password changed',
  signed_out: 'Signed out',
  account_created: 'Account created',
  continue_with_code: 'Continue with the code we send to your phone',
  reset_sent: 'If an account matches, a reset code is on its way. It expires in 10 minutes.',
  password_reset: 'Your password has been changed. Please log in',
  profile_saved: 'Profile saved',
  email_code_sent: 'We sent a code to {{email}}',
  email_confirmed: 'Your email address is confirmed',
  coupon_added: 'discount coupon added successfully',
  cash_code_ok: 'Authorization Code Verification Successful',
  order_placed: 'Your order has been placed',
  check_phone: 'Check your phone and enter your M-Pesa PIN to pay',
  offer_locked: 'Your offer is locked for 7 days',
  warranty_active: 'Warranty Active',
  warranty_inactive: 'Warranty Inactive',
  repair_callback: 'Thank you: our repair team will call you back about your message',
  repair_estimate_warranty: 'Your repair estimate is ready. Warranty Active: the warranty discount is applied',
  repair_estimate: 'Your repair estimate is ready',
  repair_estimate_other_model: 'Your repair estimate is ready. This IMEI belongs to another model, so the {{model}} gets no warranty discount',
  repair_estimate_no_warranty: 'Your repair estimate is ready. Warranty Inactive: no warranty discount',
  repair_booked: 'Your repair is booked: ticket {{ticket}}',
  warranty_registered: 'Your {{model}} is registered. Its warranty runs until {{until}}',
  dealer_application_received: 'Thank you! Our partnerships team will call you within 3 working days',
} as const

export type DoneKey = keyof typeof doneEn

export const doneSw: Record<DoneKey, string> = {
  code_sent: 'Msimbo umetumwa kwa simu yako',
  account_ready: 'Akaunti yako iko tayari',
  signed_in: 'Umeingia',
  password_changed: 'Nenosiri limebadilishwa',
  signed_out: 'Umetoka',
  account_created: 'Akaunti imefunguliwa',
  continue_with_code: 'Endelea kwa msimbo tunaotuma kwa simu yako',
  reset_sent: 'Kama kuna akaunti inayolingana, msimbo wa kubadilisha nenosiri unakuja. Unaisha baada ya dakika 10.',
  password_reset: 'Nenosiri lako limebadilishwa. Tafadhali ingia',
  profile_saved: 'Wasifu umehifadhiwa',
  email_code_sent: 'Tumetuma msimbo kwa {{email}}',
  email_confirmed: 'Anwani yako ya barua pepe imethibitishwa',
  coupon_added: 'Kuponi ya punguzo imeongezwa',
  cash_code_ok: 'Msimbo wa idhini umethibitishwa',
  order_placed: 'Oda yako imewekwa',
  check_phone: 'Angalia simu yako na uweke PIN yako ya M-Pesa ili ulipe',
  offer_locked: 'Bei uliyopewa imefungwa kwa siku 7',
  warranty_active: 'Dhamana Inatumika',
  warranty_inactive: 'Dhamana Haitumiki',
  repair_callback: 'Asante: timu yetu ya matengenezo itakupigia kuhusu ujumbe wako',
  repair_estimate_warranty: 'Makadirio ya matengenezo yako yako tayari. Dhamana Inatumika: punguzo la dhamana limetumika',
  repair_estimate: 'Makadirio ya matengenezo yako yako tayari',
  repair_estimate_other_model: 'Makadirio ya matengenezo yako yako tayari. IMEI hii ni ya modeli nyingine, kwa hiyo {{model}} haipati punguzo la dhamana',
  repair_estimate_no_warranty: 'Makadirio ya matengenezo yako yako tayari. Dhamana Haitumiki: hakuna punguzo la dhamana',
  repair_booked: 'Matengenezo yako yamewekwa: tiketi {{ticket}}',
  warranty_registered: '{{model}} yako imesajiliwa. Dhamana yake inaisha {{until}}',
  dealer_application_received: 'Asante! Timu yetu ya ushirikiano itakupigia ndani ya siku 3 za kazi',
}

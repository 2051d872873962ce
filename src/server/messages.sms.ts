/** Every SMS Simu sends, and the sandbox Lipa Later's notices, in English and Swahili (`{{name}}` is filled in by smsText in messages.ts). */
export const smsEn = {
  signInCode: 'Your Simu code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  resetCode: 'Your Simu password reset code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.',
  emailCode: 'Your Simu code to confirm this email address is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.',
  resetSubject: 'Your Simu password reset code',
  emailSubject: 'Confirm your email address for Simu',
  lipaLaterCode: 'Your Lipa Later code is {{code}}. It expires in 10 minutes.',
  lipaLaterCodeSent: 'A Lipa Later code was sent to {{phone}}',
  lipaLaterNoAccount: 'No Lipa Later account was found for this ID number',
  lipaLaterAuthorised: 'Your Lipa Later limit is authorised',
  lipaLaterNotAuthorised: 'Your Lipa Later limit is not authorised yet',
  lipaLaterBelowAmount: 'Your Lipa Later available limit is below this amount',
} as const

export const smsSw: Record<keyof typeof smsEn, string> = {
  signInCode: 'Msimbo wako wa Simu ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  resetCode: 'Msimbo wako wa kubadilisha nenosiri la Simu ni {{code}}. Unaisha baada ya dakika {{minutes}}. Kama hukuuomba, puuza ujumbe huu.',
  emailCode: 'Msimbo wako wa Simu wa kuthibitisha barua pepe hii ni {{code}}. Unaisha baada ya dakika {{minutes}}. Kama hukuuomba, puuza ujumbe huu.',
  resetSubject: 'Msimbo wako wa kubadilisha nenosiri la Simu',
  emailSubject: 'Thibitisha barua pepe yako kwa Simu',
  lipaLaterCode: 'Msimbo wako wa Lipa Later ni {{code}}. Unaisha baada ya dakika 10.',
  lipaLaterCodeSent: 'Msimbo wa Lipa Later umetumwa kwa {{phone}}',
  lipaLaterNoAccount: 'Hakuna akaunti ya Lipa Later iliyopatikana kwa nambari hii ya kitambulisho',
  lipaLaterAuthorised: 'Kikomo chako cha Lipa Later kimeidhinishwa',
  lipaLaterNotAuthorised: 'Kikomo chako cha Lipa Later bado hakijaidhinishwa',
  lipaLaterBelowAmount: 'Kikomo chako cha Lipa Later kilichopo ni chini ya kiasi hiki',
}

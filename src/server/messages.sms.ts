/** Every SMS Simu sends, in English and Swahili (`{{name}}` is filled in by smsText in messages.ts). */
export const smsEn = {
  signInCode: 'Your Simu code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  resetCode: 'Your Simu password reset code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.',
  emailCode: 'Your Simu code to confirm this email address is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.',
  resetSubject: 'Your Simu password reset code',
  emailSubject: 'Confirm your email address for Simu',
  lipaLaterCode: 'Your Lipa Later code is {{code}}. It expires in 10 minutes.',
} as const

export const smsSw: Record<keyof typeof smsEn, string> = {
  signInCode: 'Msimbo wako wa Simu ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  resetCode: 'Msimbo wako wa kubadilisha nenosiri la Simu ni {{code}}. Unaisha baada ya dakika {{minutes}}. Kama hukuuomba, puuza ujumbe huu.',
  emailCode: 'Msimbo wako wa Simu wa kuthibitisha barua pepe hii ni {{code}}. Unaisha baada ya dakika {{minutes}}. Kama hukuuomba, puuza ujumbe huu.',
  resetSubject: 'Msimbo wako wa kubadilisha nenosiri la Simu',
  emailSubject: 'Thibitisha barua pepe yako kwa Simu',
  lipaLaterCode: 'Msimbo wako wa Lipa Later ni {{code}}. Unaisha baada ya dakika 10.',
}

import type { ReactNode } from 'react'
import type { QuestionKey } from '@core/domain/questions'

const phone = <rect x="6" y="2" width="12" height="20" rx="2" />

/** One line drawing per question, inline: no image request, and it takes the text colour. */
const paths: Record<QuestionKey, ReactNode> = {
  deviceOn: <><path d="M12 3v8" /><path d="M6.6 6.6a8 8 0 1 0 10.8 0" /></>,
  workingPhone: <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
  accountUnlocked: <><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 7.7-1.5" /><path d="M12 15v2" /></>,
  volumeButtons: <><rect x="8" y="2" width="11" height="20" rx="2" /><path d="M5 6v4" /><path d="M5 12v4" /></>,
  fingerScanner: <><path d="M7 10a5 5 0 0 1 10 0v2" /><path d="M10 21c1-2 1-4 1-7v-3a1 1 0 0 1 2 0v3c0 3 .5 5 1.5 7" /><path d="M7 14c0 2-.5 4-1.5 5.5" /><path d="M17 15c0 2 .4 3.6 1 5" /><path d="M4.5 8A8 8 0 0 1 19.5 8" /></>,
  simcardTray: <><path d="M6 2h8l4 4v16H6z" /><rect x="9" y="11" width="6" height="7" rx="1" /><path d="M12 11v7" /></>,
  speakers: <><path d="M4 9h4l5-4v14l-5-4H4z" /><path d="M16 9a4 4 0 0 1 0 6" /><path d="M18.5 6.5a8 8 0 0 1 0 11" /></>,
  earpiece: <><path d="M6.5 9a5.5 5.5 0 0 1 11 0c0 3.5-3.5 4.5-3.5 8a3 3 0 0 1-5.5 1.5" /><path d="M9.5 9a2.5 2.5 0 0 1 5 0c0 1.5-1.5 2-2 3" /></>,
  powerButton: <><rect x="5" y="2" width="11" height="20" rx="2" /><path d="M19 5v5" /><path d="M10.5 9v3" /><path d="M8.5 10.5a3 3 0 1 0 4 0" /></>,
  chargingPort: <><path d="M13 2 6 13h5l-1 9 7-11h-5z" /></>,
  mainCamera: <><path d="M3 7h4l2-3h6l2 3h4v13H3z" /><circle cx="12" cy="13" r="4" /></>,
  selfieCamera: <>{phone}<circle cx="12" cy="5.5" r="1" /><circle cx="12" cy="12" r="2.5" /><path d="M8.5 18.5a3.5 3.5 0 0 1 7 0" /></>,
  liquidDamage: <><path d="M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z" /><path d="M9.5 15a2.5 2.5 0 0 0 2.5 2.5" /></>,
  scratchedScreen: <>{phone}<path d="M9 10l3-3" /><path d="M9 15l6-6" /><path d="M12 16l3-3" /></>,
  spotsOnScreen: <>{phone}<circle cx="10" cy="8" r="1.2" fill="currentColor" /><circle cx="14.5" cy="12" r="1.6" fill="currentColor" /><circle cx="10" cy="16" r="1" fill="currentColor" /></>,
  brokenScreen: <>{phone}<path d="M13 2l-2.5 6 3.5 3-3.5 4.5 2 6.5" /></>,
  cameraGlass: <><circle cx="12" cy="12" r="8.5" /><circle cx="12" cy="12" r="3" /><path d="M4 9l4.5 1.5L10 14" /><path d="M20 15.5l-5-1.5" /></>,
  backglass: <>{phone}<rect x="8.5" y="4.5" width="4" height="5" rx="1" /><path d="M18 11l-4 2.5 2 2.5-4 3.5" /></>,
  dentedPhone: <><path d="M8 2h8a2 2 0 0 1 2 2v5l-2.5 2.5L18 14v6a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" /></>,
  scratchedBody: <>{phone}<path d="M9 17l2-2" /><path d="M11.5 19l4-4" /><path d="M13 6l2-2" /></>,
  charger: <><rect x="6" y="8" width="12" height="9" rx="2" /><path d="M9.5 8V3" /><path d="M14.5 8V3" /><path d="M12 17v5" /></>,
  cable: <><rect x="9" y="2" width="6" height="6" rx="1" /><path d="M12 8v3c0 3-6 2-6 6v5" /><path d="M10.5 5h3" /></>,
  reciept: <><path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" /><path d="M9 7h6" /><path d="M9 11h6" /><path d="M9 15h4" /></>,
  box: <><path d="M3 7l9-4 9 4v10l-9 4-9-4z" /><path d="M3 7l9 4 9-4" /><path d="M12 11v10" /></>,
  warranty: <><path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" /><path d="M8.5 12l2.5 2.5 4.5-5" /></>,
}

export function QuestionIcon({ questionKey, className }: { questionKey: QuestionKey; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths[questionKey]}
    </svg>
  )
}

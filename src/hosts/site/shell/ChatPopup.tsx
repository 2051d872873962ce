import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { Country } from '@core/domain/constants'
import { useT } from '@widgets/ui/host'
import { CloseIcon, WhatsAppIcon } from './icons'
import { whatsappUrl } from './links'
import * as styles from './shell.css'
import '@core/site/texts'

/**
 * The chat popup (sell-side.md §2: 360 px wide, sample text only). A non-modal dialog: the page stays
 * usable behind it; Escape or the close button closes it and focus goes back to the chat button.
 */
export default function ChatPopup({ country, onClose }: { country: Country; onClose: () => void }) {
  const t = useT()
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => closeButton.current?.focus(), [])
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      onClose()
    }
  }
  return (
    <section role="dialog" aria-modal="false" aria-labelledby="simu-chat-title" className={styles.chat} onKeyDown={onKey}>
      <div className={styles.chatHead}>
        <div>
          <h2 id="simu-chat-title" className={styles.chatTitle}>{t('pages.chat.title')}</h2>
          <p className={styles.chatStatus}>{t('pages.chat.online')}</p>
        </div>
        <button ref={closeButton} type="button" className={styles.iconButton} aria-label={t('pages.chat.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.chatBody}>
        <ol className={styles.chatLog}>
          <li className={styles.bubbleAgent}><span className={styles.bubbleWho}>{t('pages.chat.agent')}</span>{t('pages.chat.hello')}</li>
          <li className={styles.bubbleYou}><span className={styles.bubbleWho}>{t('pages.chat.you')}</span>{t('pages.chat.question')}</li>
          <li className={styles.bubbleAgent}><span className={styles.bubbleWho}>{t('pages.chat.agent')}</span>{t('pages.chat.answer')}</li>
        </ol>
        <p className={styles.chatNote}>{t('pages.chat.note')}</p>
        <a className={styles.whatsappButton} href={whatsappUrl(country)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon />
          {t('pages.chat.continue')}
          <span className={styles.visuallyHidden}> {t('pages.shell.newTab')}</span>
        </a>
      </div>
    </section>
  )
}

/** The shell's icons: inline SVG, decorative (the control around each carries the accessible name). */
import type { ReactNode } from 'react'

const Svg = ({ children, size = 22 }: { children: ReactNode; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
)

export const MenuIcon = () => <Svg><path d="M3 6h18M3 12h18M3 18h18" /></Svg>
export const CloseIcon = () => <Svg><path d="M6 6l12 12M18 6L6 18" /></Svg>
export const CartIcon = () => (
  <Svg><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 8H6.2" /></Svg>
)
export const UserIcon = () => <Svg><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" /></Svg>
export const ChatIcon = () => <Svg size={26}><path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6A8 8 0 1 1 21 12z" /></Svg>
export const ChevronDown = () => <Svg size={16}><path d="M6 9l6 6 6-6" /></Svg>
export const WhatsAppIcon = () => (
  <Svg size={18}><path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.3z" /><path d="M9 8.5c.3 2.6 2.4 5 5.5 6l1.3-1.3-2-1-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1-2z" /></Svg>
)
export const ExternalIcon = () => <Svg size={14}><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></Svg>
export const SocialIcon = ({ id }: { id: 'facebook' | 'instagram' | 'x' | 'tiktok' | 'youtube' }) => {
  switch (id) {
    case 'facebook':
      return <Svg><path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" /></Svg>
    case 'instagram':
      return <Svg><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="1" /></Svg>
    case 'x':
      return <Svg><path d="M4 4l16 16M20 4L4 20" /></Svg>
    case 'tiktok':
      return <Svg><path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5" /></Svg>
    default:
      return <Svg><rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="M10 9.5v5l4.5-2.5z" /></Svg>
  }
}

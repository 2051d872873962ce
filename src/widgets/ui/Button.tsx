import type { ButtonHTMLAttributes } from 'react'
import * as styles from './ui.css'

export const tones = ['primary', 'secondary', 'quiet'] as const
export type Tone = (typeof tones)[number]

export function Button({ tone = 'primary', className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return <button type={type} className={className ? `${styles.button[tone]} ${className}` : styles.button[tone]} {...rest} />
}

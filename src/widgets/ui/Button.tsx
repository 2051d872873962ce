import type { ButtonHTMLAttributes } from 'react'
import * as styles from './ui.css'

export const tones = ['primary', 'secondary', 'quiet'] as const
export type Tone = (typeof tones)[number]

/** The ::part() names of a button of each tone (docs/embedding.md, Styling); links drawn as buttons take the same. */
export const buttonPart = {
  primary: 'button primary-button',
  secondary: 'button secondary-button',
  quiet: 'button text-button',
} as const satisfies Record<Tone, string>

/** A button in one of the kit's tones. `part` adds names to the tone's own (e.g. 'trigger'). */
export function Button({ tone = 'primary', className, type = 'button', part, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return (
    <button
      type={type}
      className={className ? `${styles.button[tone]} ${className}` : styles.button[tone]}
      part={part ? `${buttonPart[tone]} ${part}` : buttonPart[tone]}
      {...rest}
    />
  )
}

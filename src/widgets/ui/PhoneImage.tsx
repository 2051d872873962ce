import { useState } from 'react'

/**
 * A phone picture, or the generic phone icon when there is none or it fails to load. It carries its
 * width and height (the pictures are drawn 1:2, size is the height), so its box is kept before it
 * loads. It loads lazily, except with `priority`: the page's main picture (its LCP, e.g. a product
 * page's), which loads at once and ahead of other images.
 */
export function PhoneImage({ src, alt, className, size = 96, priority = false }: { src?: string; alt: string; className?: string; size?: number; priority?: boolean }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return <GenericPhoneIcon className={className} size={size} label={alt} />
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      part="image"
      width={size / 2}
      height={size}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}

export function GenericPhoneIcon({ size = 96, label, className }: { size?: number; label: string; className?: string }) {
  return (
    <svg className={className} part="image" width={size / 2} height={size} viewBox="0 0 48 96" role="img" aria-label={label}>
      <rect x="3" y="2" width="42" height="92" rx="8" fill="#eef1f6" stroke="#8a93a6" strokeWidth="3" />
      <rect x="8" y="12" width="32" height="66" rx="3" fill="#d5dbe6" />
      <circle cx="24" cy="86" r="3" fill="#8a93a6" />
    </svg>
  )
}

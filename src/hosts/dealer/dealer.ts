// The dealer's own script: Simu's events arrive like any DOM event.
const log = (text: string) => {
  const item = document.createElement('li')
  item.textContent = text
  document.getElementById('event-log')?.append(item)
}

document.addEventListener('simu:auth-required', (event) => {
  const { next } = (event as CustomEvent<{ kind: string; next: string }>).detail
  log(`The seller is asked to sign in, then goes to ${next}`)
})

document.addEventListener('simu:quote', (event) => {
  const { estimate } = (event as CustomEvent<{ estimate: { model: { modelName: string }; offer: number; currency: string } }>).detail
  log(`Quote: ${estimate.model.modelName}, ${estimate.currency} ${estimate.offer}`)
})

document.addEventListener('simu:navigate', (event) => {
  const { modelName, url } = (event as CustomEvent<{ modelName?: string; url?: string }>).detail
  if (modelName) log(`Repair: ${modelName}, opening ${url}`)
})

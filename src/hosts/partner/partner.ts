// The partner's own script: it listens for Simu's events like any DOM event.
document.addEventListener('simu:quote', (event) => {
  const { estimate } = (event as CustomEvent<{ estimate: { model: { modelName: string }; offer: number; currency: string } }>).detail
  const item = document.createElement('li')
  item.textContent = `${estimate.model.modelName}: ${estimate.currency} ${estimate.offer}`
  document.getElementById('quote-log')?.append(item)
})

// The partner's own script: it listens for Simu's events like any DOM event.
document.addEventListener('simu:quote', (event) => {
  const { estimate } = (event as CustomEvent<{ estimate: { model: { modelName: string }; offer: number; currency: string } }>).detail
  const item = document.createElement('li')
  item.textContent = `${estimate.model.modelName}: ${estimate.currency} ${estimate.offer}`
  document.getElementById('quote-log')?.append(item)
})

// Simu's cart tells the page about every change; the partner shows the count in its own words.
document.addEventListener('simu:cart-change', (event) => {
  const { count } = (event as CustomEvent<{ count: number }>).detail
  const log = document.getElementById('cart-log')
  if (log) log.textContent = count === 1 ? 'Your Simu cart: 1 phone' : `Your Simu cart: ${count} phones`
})

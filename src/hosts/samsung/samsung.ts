// The store's own script: when the visitor picks a store, the page confirms the walk-in.
document.addEventListener('simu:quote', (event) => {
  const detail = (event as CustomEvent<{ mode?: string; tradeIn?: { model: { modelName: string }; price: number }; store?: { store_name: string } }>).detail
  if (detail.mode !== 'samsung' || !detail.tradeIn || !detail.store) return
  const booked = document.getElementById('booked')
  if (booked) booked.textContent = `Walk in with your ${detail.tradeIn.model.modelName} at ${detail.store.store_name}: ${detail.tradeIn.price} comes off your new Galaxy.`
})

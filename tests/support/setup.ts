import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy/waitFor poll for a condition; on a busy 2-core CI machine a real-API answer can take over the
// default second, so give conditions time rather than fail on a slow machine.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

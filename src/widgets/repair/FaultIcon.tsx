/**
 * A small line drawing for each repair fault card (issue 10, point 20): decorative (aria-hidden), the
 * card's text names the fault. Drawn inline, so no image request and nothing for a CSP to block.
 */
const paths: Record<string, string> = {
  // A phone with a crack across its screen.
  screen: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1 5 3 3-2 3 4 4m-1-10 3 2',
  // A battery with a low charge.
  battery: 'M3 8h15a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Zm17 3h2v2h-2M5 11v2',
  // A plug going into a port.
  'charging-port': 'M9 2v5m6-5v5M7 7h10v4a5 5 0 0 1-10 0V7Zm5 9v6',
  // A microphone.
  microphone: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3Zm-6 8a6 6 0 0 0 12 0m-6 6v4',
  // A loudspeaker with sound waves.
  speaker: 'M4 9h4l5-4v14l-5-4H4V9Zm12 0a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12',
  // An ear.
  earpiece: 'M8 9a5 5 0 1 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0m2-7a2 2 0 0 1 4 0c0 1.5-2 2-2 3',
}
const fallback = 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm4 17h2'

export function FaultIcon({ faultId, className }: { faultId: string; className?: string }) {
  return (
    <svg className={className} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-fault-icon={faultId}>
      <path d={paths[faultId] ?? fallback} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

// The inbox's optional alerts for a new order: a short chime made with WebAudio (no sound file to
// download) and a desktop notification. Whether they are on is remembered on this device, per
// provider; the browser's permission for notifications is asked only when they are turned on.
import { useSyncExternalStore } from 'react'

const storageKey = (providerId: string) => `stockline.order-alerts.${providerId}`
const listeners = new Set<() => void>()
/** Choices storage refused to keep. */
const memory = new Map<string, boolean>()

function readOn(providerId: string): boolean {
  try {
    return localStorage.getItem(storageKey(providerId)) === 'on'
  } catch {
    return false
  }
}

export function setAlertsOn(providerId: string, on: boolean) {
  try {
    if (on) localStorage.setItem(storageKey(providerId), 'on')
    else localStorage.removeItem(storageKey(providerId))
  } catch {
    // Storage refused (private browsing): the choice lasts as long as the page.
    memory.set(providerId, on)
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Turned on or off in another tab of the same provider.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useAlertsOn(providerId: string): boolean {
  return useSyncExternalStore(subscribe, () => memory.get(providerId) ?? readOn(providerId))
}

/** Whether the browser shows desktop notifications for this site, and can be asked to. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported'
}

/** Asks for the permission if it was never asked; must run in the click that turns alerts on. */
export async function askNotificationPermission() {
  const permission = notificationPermission()
  if (permission !== 'default') return permission
  return Notification.requestPermission()
}

let audio: AudioContext | undefined

/** How long a chime waits for the sound to be allowed before it gives up (no click yet). */
const RESUME_WAIT_MS = 300

// A function, not a comparison in place: the state changes while the chime waits.
const isRunning = (context: AudioContext) => context.state === 'running'

/** Two short rising notes. Silent when the page may not play sound yet. */
export async function playChime() {
  audio ??= new AudioContext()
  const context = audio
  if (context.state !== 'running') {
    // After a reload, sound waits for the first click on the page; a chime that cannot play now
    // is dropped rather than played late.
    await Promise.race([
      context.resume().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS)),
    ])
    if (!isRunning(context)) return
  }
  const start = context.currentTime
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.14
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    // A quick rise and fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.25)
  }
}

interface DesktopNotice {
  title: string
  body: string
  /** One notice per order, whichever of the provider's open inboxes shows it. */
  tag: string
  onClick: () => void
}

/** A desktop notification, when the browser allows them and the person is not looking at the page. */
export function notifyDesktop({ title, body, tag, onClick }: DesktopNotice) {
  if (notificationPermission() !== 'granted') return
  if (document.visibilityState === 'visible' && document.hasFocus()) return
  const notice = new Notification(title, { body, tag, icon: '/favicon.svg' })
  notice.onclick = () => {
    window.focus()
    onClick()
    notice.close()
  }
}

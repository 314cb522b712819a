// The landing page's main button: sign-up path for visitors, straight to the inbox for people
// who already have a session (spec §2, "Landing page").
import { ArrowRight } from 'lucide-react'
import { inboxPath, useSession } from '../../api/session'
import { Button, type ButtonProps } from '../../components/ui/button'

const LABELS = {
  hero: { signedOut: 'Get Started', signedIn: 'Inbox' },
  pricing: { signedOut: 'Start Free Trial', signedIn: 'Go to Inbox' },
} as const

interface PrimaryCtaProps {
  placement: keyof typeof LABELS
  variant?: ButtonProps['variant']
  className?: string
}

export function PrimaryCta({ placement, variant = 'primary', className }: PrimaryCtaProps) {
  const inbox = inboxPath(useSession())
  const labels = LABELS[placement]
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={inbox ?? '/login'}>
        {inbox ? labels.signedIn : labels.signedOut}
        <ArrowRight aria-hidden="true" />
      </a>
    </Button>
  )
}

// The landing page's main button: sign-up path for visitors, straight to the inbox for people
// who already have a session (spec §2, "Landing page").
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ArrowRight } from 'lucide-react'
import { inboxPath, useSession } from '../../api/session'
import { Button, type ButtonProps } from '../../components/ui/button'

const LABELS = {
  hero: { signedOut: msg`Get Started`, signedIn: msg`Inbox` },
  pricing: { signedOut: msg`Start Free Trial`, signedIn: msg`Go to Inbox` },
} satisfies Record<string, Record<'signedOut' | 'signedIn', MessageDescriptor>>

interface PrimaryCtaProps {
  placement: keyof typeof LABELS
  variant?: ButtonProps['variant']
  className?: string
}

export function PrimaryCta({ placement, variant = 'primary', className }: PrimaryCtaProps) {
  const { i18n } = useLingui()
  const inbox = inboxPath(useSession())
  const labels = LABELS[placement]
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={inbox ?? '/login'}>
        {i18n._(inbox ? labels.signedIn : labels.signedOut)}
        <ArrowRight aria-hidden="true" />
      </a>
    </Button>
  )
}

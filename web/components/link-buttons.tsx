// The buttons of an empty state that lead where the missing records are made ("Products",
// "Locations").
import { Link } from 'react-router'
import { Button } from './ui/button'

export function LinkButtons({ links }: { links: { to: string; label: string }[] }) {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {links.map((link) => (
        <Button key={link.to} asChild variant="outline" size="sm">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </div>
  )
}

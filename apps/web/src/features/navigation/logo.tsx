import { site } from '~/content/site'
import { cn } from '~/lib/cn'

export function Logo({ className }: { className?: string }) {
  return (
    <a href="/" className={cn('flex items-center gap-2 font-bold text-heading', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path d="M9 11h14v8h-7l-5 4v-4H9z" className="fill-on-brand" />
      </svg>
      <span className="text-lg">{site.name}</span>
    </a>
  )
}

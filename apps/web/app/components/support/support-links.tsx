import { env } from '../../config/env'

/** The footer's Support group entries. */
export function SupportLinks() {
  return (
    <li>
      <a href={`mailto:${env.SUPPORT_EMAIL}`} className="footer-link">
        {env.SUPPORT_EMAIL}
      </a>
    </li>
  )
}

import { notFound as notFoundCopy } from '~/content/chrome.yaml'

/** The not-found page's content: the code, what happened, the way home. */
export function NotFoundSection() {
  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="text-6xl font-extrabold text-accent-soft">{notFoundCopy.code}</p>
      <h1 className="mt-4 text-3xl font-bold text-heading">{notFoundCopy.heading}</h1>
      <p className="mt-4 max-w-md text-muted">{notFoundCopy.body}</p>
      <a href="/" className="btn btn-primary mt-8">
        {notFoundCopy.home}
      </a>
    </section>
  )
}

import type { Block, Inline, RichText } from '~/content/legal/schema'

const linkClass = 'font-medium text-accent underline underline-offset-2 hover:text-accent-strong print:font-normal print:text-heading'

function InlineSpan({ span }: { span: Inline }) {
  if (typeof span === 'string') return span
  switch (span.kind) {
    case 'strong':
      return <strong className="font-semibold text-heading print:text-heading">{span.text}</strong>
    case 'code':
      return <code className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em] text-heading">{span.text}</code>
    case 'placeholder':
      // An unset operator value: visibly marked on screen and on paper, never passed off as text.
      return (
        <mark className="box-decoration-clone rounded border border-dashed border-warning-line bg-warning-tint px-1 font-medium text-warning-fg">
          {span.text}
        </mark>
      )
    case 'link':
      return span.href.startsWith('/') ? (
        <a href={span.href} className={linkClass}>
          {span.text}
        </a>
      ) : (
        <a href={span.href} className={linkClass}>
          {span.text}
        </a>
      )
  }
}

export function RichTextView({ text }: { text: RichText }) {
  return text.map((span, i) => <InlineSpan key={i} span={span} />)
}

export function LegalBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="mt-4">
          <RichTextView text={block.text} />
        </p>
      )
    case 'subheading':
      return <h3 className="mt-8 text-base font-semibold text-heading print:text-heading">{block.text}</h3>
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-faint">
          {block.items.map((item, i) => (
            <li key={i}>
              <RichTextView text={item} />
            </li>
          ))}
        </ul>
      )
    case 'definitions':
      return (
        <dl className="mt-4 space-y-3">
          {block.items.map((item, i) => (
            // Term and description read as one sentence: "Server logs contain …".
            <div key={i} className="border-l-2 border-brand-tint-strong pl-4 print:border-line-strong">
              <dt className="inline font-semibold text-heading print:text-heading">
                <RichTextView text={item.term} />
              </dt>{' '}
              <dd className="inline">
                <RichTextView text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      )
  }
}

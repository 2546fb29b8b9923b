import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LegalDocument } from '~/content/legal/schema'
import { LegalDocumentView } from './legal-document'

const document: LegalDocument = {
  title: 'Terms of Service',
  description: 'The terms for using this website and the service, in a test: acceptable use, content, liability and more.',
  lastUpdated: '2026-11-22',
  intro: [['Read these ', { kind: 'link', text: 'with our policy', href: '/privacy-policy' }, '.']],
  sections: [
    { id: 'first', heading: 'First Things', blocks: [{ kind: 'paragraph', text: ['Hello.'] }] },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      blocks: [
        { kind: 'paragraph', text: ['The laws of ', { kind: 'placeholder', text: '[Not set]' }, ' apply.'] },
        { kind: 'list', items: [['one'], ['two']] },
        { kind: 'definitions', items: [{ term: [{ kind: 'code', text: 'key' }], description: ['holds a value.'] }] },
      ],
    },
  ],
}

function renderDocument() {
  return render(
    <>
      <LegalDocumentView document={document} lastUpdatedLabel="22 November 2026" />
    </>,
  )
}

describe('LegalDocumentView', () => {
  it('numbers the section headings and anchors each at its id', () => {
    renderDocument()
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id !== 'legal-toc-heading')
    expect(headings.map((h) => [h.textContent, h.id])).toEqual([
      ['1. First Things', 'first'],
      ['2. Governing Law', 'governing-law'],
    ])
  })

  it('lists every section in the table of contents as an anchor link', () => {
    renderDocument()
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    const links = within(toc).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['First Things', '#first'],
      ['Governing Law', '#governing-law'],
    ])
  })

  it('shows the last-updated date with a machine-readable time', () => {
    renderDocument()
    const time = screen.getByText('22 November 2026')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-11-22')
  })

  it('marks an unset value as a placeholder', () => {
    renderDocument()
    expect(screen.getByText('[Not set]').tagName).toBe('MARK')
  })

  it('renders links, lists and definitions', () => {
    renderDocument()
    expect(screen.getByRole('link', { name: 'with our policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['one', 'two']))
    expect(screen.getByRole('term')).toHaveTextContent('key')
    expect(screen.getByRole('definition')).toHaveTextContent('holds a value.')
  })
})

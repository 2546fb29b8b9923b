import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd } from './breadcrumbs'

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 and gives each item an absolute URL', () => {
    const json = breadcrumbJsonLd('https://example.com', [
      { name: 'Home', path: '/' },
      { name: 'AI Mock Interview', path: '/features/mock-interview' },
    ])
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'AI Mock Interview',
          item: 'https://example.com/features/mock-interview',
        },
      ],
    })
  })
})

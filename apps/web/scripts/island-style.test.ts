import { describe, expect, it } from 'vitest'
import { dropIslandStyle, ISLAND_STYLE } from './island-style'

describe('dropIslandStyle', () => {
  it('removes the style Astro writes before the first island, and nothing else', () => {
    const html = `<body><dialog></dialog>${ISLAND_STYLE}<astro-island></astro-island><style>p{}</style></body>`
    expect(dropIslandStyle(html)).toBe('<body><dialog></dialog><astro-island></astro-island><style>p{}</style></body>')
  })
})

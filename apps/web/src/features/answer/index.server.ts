/** The answer engine's build-time share (index.ts is the rest): the icons its controls draw, as SVG markup. */
export { practiceIcons } from './practice-icon.server'

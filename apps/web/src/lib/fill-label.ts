/** Fills "{name}" placeholders of a content label ("Show testimonial {n}", the practice widget's labels). */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

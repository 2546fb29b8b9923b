/** The floating Contact Us button (support issue). */
export function FloatingContact() {
  return null
}

/** "1:05": whole seconds as minutes and seconds, the one way the site shows a time span. */
export function minutesAndSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

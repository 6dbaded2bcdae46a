/** An operator's message on one line (a failed start prints exactly one). */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

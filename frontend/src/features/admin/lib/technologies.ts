/** The technologies field is split on commas, each part trimmed, empty parts dropped. */
export function parseTechnologies(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function formatTechnologies(tech: readonly string[]): string {
  return tech.join(', ');
}

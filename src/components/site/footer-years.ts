/** The footer's year range, from the founding year to the current year ('2011–2026'). */
export function footerYears(foundedYear: number, currentYear: number): string {
  if (currentYear <= foundedYear) return String(foundedYear);
  return `${foundedYear}–${currentYear}`;
}

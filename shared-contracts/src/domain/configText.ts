// Helpers on config text that the widget needs before yup is loaded, so they live apart from the schemas.

/** §5: the domain setting gets "https://" prepended when it has no scheme. */
export function normalizeDomain(domain: string): string {
  const trimmed = domain.trim();
  if (trimmed === '') return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

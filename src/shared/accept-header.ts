/**
 * The values an Accept-style header lists (`es-MX,es;q=0.9,en;q=0.8`, `gzip, br;q=1`), in its order,
 * without their parameters; a value refused with q=0 is left out.
 */
export function acceptedValues(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(
      ([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(parameter)),
    )
    .map(([value]) => value!.trim())
    .filter((value) => value !== '');
}

/** The CLI's errors: each ends the process with one clear line on stderr and a non-zero exit. */

export class CliError extends Error {}

/** An RFC 9457 problem the API answered, as the fields a person needs. */
export interface Problem {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
  [field: string]: unknown;
}

export class ProblemError extends CliError {
  constructor(readonly problem: Problem) {
    super(problemLine(problem));
  }
}

/** "404 not_found: webhook 7 does not exist" — status, code, detail on one line. */
export function problemLine(p: Problem): string {
  const what = p.detail ?? p.title ?? 'request failed';
  return `${p.status}${p.code ? ` ${p.code}` : ''}: ${what}`;
}

/**
 * Reading an alert's body whatever way the charting platform sent it: JSON (its `Content-Type`
 * is application/json when the message is valid JSON, text/plain otherwise, so text/plain is read
 * as JSON too) or a form. Pure functions; the route registers them as content-type parsers.
 */
import { ApiError } from '../../platform/errors.ts';

/** Alert messages are short; anything larger is not an alert (413 before it is read). */
export const MAX_ALERT_BYTES = 16 * 1024;

export type JsonParser = (text: string) => unknown;

/** A quoted field name followed by a bare `{{…}}`: a numeric placeholder the platform left as is. */
const BARE_PLACEHOLDER = /"([^"\\]{1,64})"\s*:\s*(\{\{[^{}]{0,64}\}\})/;

/**
 * The field a bare placeholder spoils in text that is not JSON (`"price": {{close}}` with the
 * placeholder misspelled is sent literally and is no longer JSON), or null.
 */
export function barePlaceholder(text: string): { field: string; placeholder: string } | null {
  const m = BARE_PLACEHOLDER.exec(text);
  return m ? { field: m[1]!, placeholder: m[2]! } : null;
}

export function placeholderError(field: string, placeholder: string): ApiError {
  const reason = `holds the unreplaced placeholder ${placeholder}: check its spelling in the alert message`;
  return new ApiError('invalid_body', `body field '${field}' ${reason}`, {
    invalid_params: [{ in: 'body', name: field, reason }],
  });
}

/**
 * The body as an object. An empty body is no fields (the secret check then answers). Text that is
 * not JSON gets a 400 naming the spoilt field when a placeholder is why.
 */
export function parseJsonAlert(text: string, parseJson: JsonParser): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    const spoilt = barePlaceholder(text);
    if (spoilt) throw placeholderError(spoilt.field, spoilt.placeholder);
    throw new ApiError('invalid_body', 'request body is not valid JSON: the alert message must be a JSON object');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError('invalid_body', 'request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * A form body (`a=1&b=2`) as an object of strings. A field given twice is refused: which of the
 * two values was meant cannot be told, and for the secret it would be a way to probe.
 */
export function parseFormAlert(text: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(out, name)) {
      const field = name.slice(0, 64);
      const reason = 'is given more than once';
      throw new ApiError('invalid_body', `form field '${field}' ${reason}`, {
        invalid_params: [{ in: 'body', name: field, reason }],
      });
    }
    out[name] = value;
  }
  return { ...out };
}

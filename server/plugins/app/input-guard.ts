import fp from 'fastify-plugin'
import { FORBIDDEN_CONTROL } from '../../../common/limits.js'
import { type FieldIssue, FieldValidationError } from '../../http-errors.js'

export const INPUT_GUARD_MESSAGE = 'must not contain control characters or unpaired surrogates'

/**
 * Whether `text` holds a character that no field of the API may hold: a control character other
 * than tab, line feed and carriage return (NUL, which PostgreSQL refuses in text, would end in a 500;
 * the others mean nothing in any field), or a UTF-16 surrogate without its pair (not text, and not
 * encodable as UTF-8). Fields of one line refuse tabs and line breaks too, by their schema's pattern.
 */
export function hasForbiddenCharacter(text: string): boolean {
  if (FORBIDDEN_CONTROL.test(text)) return true
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1)
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true
      i++
    }
  }
  return false
}

const PARTS = [
  ['body', 'body'],
  ['query', 'query'],
  ['params', 'path'],
] as const

/** Every string (keys included) under `value`, with where it is, as a validation error's loc. */
function findForbidden(value: unknown, loc: (string | number)[], issues: FieldIssue[], depth = 0) {
  if (issues.length >= 10 || depth > 32) return
  if (typeof value === 'string') {
    if (hasForbiddenCharacter(value))
      issues.push({ loc, msg: `${loc.at(-1)} ${INPUT_GUARD_MESSAGE}`, type: 'string_chars' })
    return
  }
  if (!value || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) findForbidden(item, [...loc, index], issues, depth + 1)
    return
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacter(key)) {
      issues.push({ loc: [...loc, key], msg: `${key} ${INPUT_GUARD_MESSAGE}`, type: 'string_chars' })
      continue
    }
    findForbidden(item, [...loc, key], issues, depth + 1)
  }
}

/** Every number under `value` that is not finite: only ajv's coercion of "Infinity" or "1e400" makes one. */
function findNonFinite(value: unknown, loc: (string | number)[], issues: FieldIssue[], depth = 0) {
  if (issues.length >= 10 || depth > 32) return
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      issues.push({ loc, msg: `${loc.at(-1)} must be a finite number`, type: 'finite_number' })
    return
  }
  if (!value || typeof value !== 'object') return
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    findNonFinite(item, [...loc, key], issues, depth + 1)
  }
}

/**
 * Refuses, before schema validation, any request whose body, query or path holds a forbidden
 * character: a 422 in the shape of every validation error, naming each field. One hook for every
 * route, so no string schema can forget it and nothing reaches the database.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const issues: FieldIssue[] = []
      for (const [part, where] of PARTS) findForbidden(request[part], [where], issues)
      if (issues.length > 0) throw new FieldValidationError(issues)
    })
    // Ajv turns the query string "Infinity" into Infinity for an integer and then skips its minimum
    // and maximum (they only judge finite numbers), so a non-finite number is refused after validation.
    app.addHook('preHandler', async (request) => {
      const issues: FieldIssue[] = []
      for (const [part, where] of PARTS) findNonFinite(request[part], [where], issues)
      if (issues.length > 0) throw new FieldValidationError(issues)
    })
  },
  { name: 'input-guard' },
)

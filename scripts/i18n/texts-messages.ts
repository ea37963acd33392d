import ts from 'typescript'

/** A message as a texts module declares it, and where its literal sits in the source. */
export interface DeclaredMessage {
  /** The scope and path: "feed.empty". */
  id: string
  /** The English ICU message. */
  message: string
  /** The doc comment above it, for translators. */
  comment?: string
  /** Whether it is declared `withValues`; any other message is plain text. */
  takesValues: boolean
  /** 1-based, for the catalog's origin. */
  line: number
  /** The literal's span in the source, for the build to replace it with the compiled message. */
  start: number
  end: number
}

/** A texts module the reader cannot read statically: it names the place so the fix is obvious. */
export class TextsSyntaxError extends Error {}

const DEFINE = 'defineTexts'
const WITH_VALUES = 'withValues'

/** `x satisfies T`, `x as T` and `(x)` say nothing about the value: look through them. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) {
    node = node.expression
  }
  return node
}

function literalText(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined
}

/** The text of the `/** … *\/` comment right above a property, without its stars. */
function docComment(code: string, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(code, node.pos) ?? []
  const doc = ranges.filter((range) => code.startsWith('/**', range.pos)).at(-1)
  if (!doc) return undefined
  return code
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ')
}

/**
 * Every message the `defineTexts` calls of one module declare, read from its syntax alone: both the
 * build, which compiles them in place, and `lingui extract` use it, so what is translated is exactly
 * what runs. Anything but a literal message, a `withValues` literal or a group of them is refused.
 */
export function readDeclaredMessages(code: string, fileName: string): DeclaredMessage[] {
  if (!code.includes(DEFINE)) return []
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(fileName))
  const messages: DeclaredMessage[] = []

  const fail = (node: ts.Node, what: string): never => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source))
    throw new TextsSyntaxError(`${fileName}:${line + 1}:${character + 1}: ${what}`)
  }

  const message = (id: string, literal: ts.Expression, property: ts.Node, takesValues: boolean) => {
    const text = literalText(literal)
    if (text === undefined) return fail(literal, `the text "${id}" must be a string literal`)
    messages.push({
      id,
      message: text,
      comment: docComment(code, property),
      takesValues,
      line: source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1,
      start: literal.getStart(source),
      end: literal.getEnd(),
    })
  }

  const group = (prefix: string, node: ts.Expression) => {
    const object = unwrap(node)
    if (!ts.isObjectLiteralExpression(object)) return fail(node, `"${prefix}" must be an object literal of texts`)
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) return fail(property, `"${prefix}" may hold only "key: text" pairs`)
      const name = property.name
      if (!(ts.isIdentifier(name) || ts.isStringLiteral(name))) return fail(name, `a key in "${prefix}" must be a name`)
      const id = `${prefix}.${name.text}`
      const value = unwrap(property.initializer)
      if (ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === WITH_VALUES) {
        const [argument] = value.arguments
        if (!argument) return fail(value, `"${id}" needs its message`)
        message(id, argument, property, true)
      } else if (ts.isObjectLiteralExpression(value)) {
        group(id, value)
      } else {
        message(id, value, property, false)
      }
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === DEFINE) {
      const [scope, tree] = node.arguments
      const scopeText = scope && literalText(scope)
      if (!scopeText || !tree) return fail(node, `${DEFINE} takes a scope literal and an object of texts`)
      group(scopeText, tree)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return messages
}

/**
 * Where each `defineTexts` and `withValues` call of a module starts: the build marks them pure, so a
 * bundle keeps only the texts objects its code reads, not every one of a module it imports.
 */
export function textsCallStarts(code: string, fileName: string): number[] {
  if (!code.includes(DEFINE)) return []
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(fileName))
  const starts: number[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === DEFINE || node.expression.text === WITH_VALUES)
    ) {
      starts.push(node.getStart(source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return starts
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (/\.m?js$/.test(fileName)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

import ts from 'typescript'

/** Props whose value a person reads or hears. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'helperText',
  'errorText',
  'emptyText',
  'hint',
])

export interface LiteralText {
  line: number
  text: string
}

/** A run of letters in any script: what makes a literal words rather than punctuation or a symbol. */
const WORDS = /\p{L}{2,}/u
/** An address or its scheme ("https://"), which reads the same in every language. */
const ADDRESS = /^[a-z][a-z+.-]*:\/\/\S*$/

/**
 * Words written straight into a component's markup instead of read from its texts module: JSX text
 * and literal values of the props people read or hear. Such words stay English in every language.
 */
export function literalTexts(code: string, fileName: string): LiteralText[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: LiteralText[] = []
  const report = (node: ts.Node, text: string) => {
    if (WORDS.test(text) && !ADDRESS.test(text.trim())) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: text.trim() })
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && READ_PROPS.has(node.name.text) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) report(value, value.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

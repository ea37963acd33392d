import { Box, Button, Text } from '@chakra-ui/react'
import { type ReactNode, useState } from 'react'
import { FiArrowRight } from 'react-icons/fi'
import {
  declarationOf,
  FIELD_LABELS,
  SUGGESTIBLE_FIELDS,
  type SuggestibleField,
} from '../../../../common/hackathon-fields'
import type { SuggestionPublic } from '../../../client/types.gen'
import { valueInWords } from '../../../entities/hackathon/fields'
import { SUGGESTION_TEXTS } from '../texts'

/**
 * The fields a suggestion sets. A suggestion stores only what it changes (null = unchanged); an
 * empty string is a field the suggestion clears.
 */
export function suggestedFields(suggestion: SuggestionPublic): SuggestibleField[] {
  return SUGGESTIBLE_FIELDS.filter((field) => suggestion[field] !== null)
}

/**
 * The hackathon to compare a suggestion with: only a pending update has one. The server sends the
 * hackathon as it is now, which after an approval already holds the suggested values.
 */
function comparedWith(suggestion: SuggestionPublic) {
  return suggestion.kind === 'update' && suggestion.status === 'pending' ? suggestion.hackathon : null
}

/** A value longer than this, or of several lines, is shortened until the reviewer asks for all of it. */
const LONG_VALUE = 90

/** Whether a value would be shortened in the compact diff. */
function isLong(value: unknown): boolean {
  return typeof value === 'string' && (value.length > LONG_VALUE || value.includes('\n'))
}

/**
 * The diff's rows and values are plain elements styled by class, by the list that holds the cards
 * (SuggestionGrid), once: as Chakra components per row and per value, or one style object resolved
 * per card, a queue of a hundred suggestions resolved and hashed thousands of styles at render. Each
 * row: the field's name, then its value, or its before and after (side by side where there is room,
 * one under the other on a phone), on the same columns in every row.
 */
export const diffStyles = {
  '& .diff-list': { fontSize: 'sm' },
  '& .diff-row': {
    display: 'grid',
    gridTemplateColumns: { base: '6.5rem minmax(0, 1fr)', sm: '8rem minmax(0, 1fr)' },
    columnGap: '3',
    alignItems: 'baseline',
    py: '1',
    borderTopWidth: '1px',
    borderColor: 'border.muted',
  },
  '& dt': { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  '& dd': { minW: '0' },
  '& .diff-pair': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
    columnGap: '2',
    rowGap: '0.5',
    alignItems: 'baseline',
  },
  '& .diff-before': { textDecoration: 'line-through', color: 'fg.muted' },
  '& .diff-arrow': { color: 'fg.muted', display: { base: 'none', sm: 'block' } },
  '& .diff-after': { fontWeight: 'medium' },
  '& .diff-text': { whiteSpace: 'pre-line', wordBreak: 'break-word' },
  '& .diff-link': { color: 'blue.fg', wordBreak: 'break-all', _hover: { textDecoration: 'underline' } },
  '& .diff-clamp': { lineClamp: '2' },
  '& .diff-empty': { color: 'fg.muted', fontStyle: 'italic' },
  '& .diff-image': { maxH: '12', maxW: 'full', objectFit: 'contain', rounded: 'sm', bg: 'bg.muted' },
} as const

/**
 * One side of a field's change, named for assistive technology ("Location before"): a group, since a
 * fieldset is for inputs.
 */
function DiffSide({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <Box aria-label={label} role="group" className={className}>
      {children}
    </Box>
  )
}

function FieldValueView({
  field,
  value,
  imageAlt,
  seriesNames,
  whole,
}: {
  field: SuggestibleField
  value: unknown
  imageAlt: string
  seriesNames: ReadonlyMap<string, string>
  /** Shows a long value in full; otherwise it is cut to two lines (its full text in the title). */
  whole: boolean
}) {
  // 0 and false are values; only null, '' and [] say the field is empty.
  const words = valueInWords(field, value)
  const text = String(value)
  const { type } = declarationOf(field)
  if (words === null) return <p className="diff-empty">{SUGGESTION_TEXTS.empty}</p>
  const clamp = whole ? '' : ' diff-clamp'
  switch (type.kind) {
    case 'imageUrl':
      return <img src={text} alt={imageAlt} className="diff-image" loading="lazy" />
    case 'webUrl':
      return (
        <a
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          className={`diff-link${clamp}`}
          title={whole ? undefined : text}
        >
          {text}
        </a>
      )
    case 'seriesId':
      return <p>{seriesNames.get(text) ?? text}</p>
    default:
      return (
        <p className={`diff-text${clamp}`} title={whole ? undefined : words}>
          {words}
        </p>
      )
  }
}

interface SuggestionChangesProps {
  suggestion: SuggestionPublic
  /** Series names by id, to show a series instead of its id. */
  seriesNames: ReadonlyMap<string, string>
}

/**
 * What a suggestion proposes, as a compact diff a reviewer reads at a glance: one row per field, its
 * name, then for a pending update only the changed fields as before -> after, and for a new
 * hackathon or a reviewed update the values it proposed. Long texts are cut to two lines until
 * "Show full text".
 */
export function SuggestionChanges({ suggestion, seriesNames }: SuggestionChangesProps) {
  const [whole, setWhole] = useState(false)
  const current = comparedWith(suggestion)
  // A field the hackathon has meanwhile taken on anyway is no longer a change.
  const fields = suggestedFields(suggestion).filter(
    (field) => !current || JSON.stringify(current[field]) !== JSON.stringify(suggestion[field]),
  )
  if (fields.length === 0) return <Text color="fg.muted">{SUGGESTION_TEXTS.noChanges}</Text>
  const shortened = fields.some((field) => isLong(suggestion[field]) || isLong(current?.[field]))
  const view = (field: SuggestibleField, value: unknown, imageAlt: string) => (
    <FieldValueView field={field} value={value} imageAlt={imageAlt} seriesNames={seriesNames} whole={whole} />
  )
  return (
    <>
      <dl className="diff-list">
        {fields.map((field) => (
          <div className="diff-row" key={field}>
            <dt>{FIELD_LABELS[field]}</dt>
            <dd>
              {current ? (
                <div className="diff-pair">
                  <DiffSide
                    label={SUGGESTION_TEXTS.fieldBefore({ field: FIELD_LABELS[field] })}
                    className="diff-before"
                  >
                    {view(field, current[field], SUGGESTION_TEXTS.currentImage)}
                  </DiffSide>
                  <FiArrowRight className="diff-arrow" aria-hidden />
                  <DiffSide label={SUGGESTION_TEXTS.fieldAfter({ field: FIELD_LABELS[field] })} className="diff-after">
                    {view(field, suggestion[field], SUGGESTION_TEXTS.suggestedImage)}
                  </DiffSide>
                </div>
              ) : (
                view(field, suggestion[field], SUGGESTION_TEXTS.suggestedImage)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {shortened && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          mt="1"
          onClick={() => setWhole(!whole)}
          aria-expanded={whole}
        >
          {whole ? SUGGESTION_TEXTS.showLess : SUGGESTION_TEXTS.showFullText}
        </Button>
      )}
    </>
  )
}

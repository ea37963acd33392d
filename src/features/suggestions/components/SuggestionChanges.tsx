import { Box, Grid, Image, Link, Text } from '@chakra-ui/react'
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

function FieldValueView({
  field,
  value,
  imageAlt,
  seriesNames,
}: {
  field: SuggestibleField
  value: unknown
  imageAlt: string
  seriesNames: ReadonlyMap<string, string>
}) {
  // 0 and false are values; only null, '' and [] say the field is empty.
  const words = valueInWords(field, value)
  const text = String(value)
  const { type } = declarationOf(field)
  if (words === null) {
    return (
      <Text color="fg.muted" fontStyle="italic">
        {SUGGESTION_TEXTS.empty}
      </Text>
    )
  }
  switch (type.kind) {
    case 'imageUrl':
      return (
        <Image
          src={text}
          alt={imageAlt}
          maxH="24"
          maxW="full"
          objectFit="contain"
          rounded="sm"
          loading="lazy"
          bg="bg.muted"
        />
      )
    case 'webUrl':
      return (
        <Link href={text} target="_blank" rel="noopener noreferrer" wordBreak="break-all" color="blue.fg">
          {text}
        </Link>
      )
    case 'seriesId':
      return <Text>{seriesNames.get(text) ?? text}</Text>
    default:
      return (
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {words}
        </Text>
      )
  }
}

interface SuggestionChangesProps {
  suggestion: SuggestionPublic
  /** Series names by id, to show a series instead of its id. */
  seriesNames: ReadonlyMap<string, string>
}

/**
 * What a suggestion proposes: for a pending update, only the changed fields as before -> after; for
 * a new hackathon or a reviewed update, the values it proposed.
 */
export function SuggestionChanges({ suggestion, seriesNames }: SuggestionChangesProps) {
  const current = comparedWith(suggestion)
  // A field the hackathon has meanwhile taken on anyway is no longer a change.
  const fields = suggestedFields(suggestion).filter(
    (field) => !current || JSON.stringify(current[field]) !== JSON.stringify(suggestion[field]),
  )
  if (fields.length === 0) return <Text color="fg.muted">{SUGGESTION_TEXTS.noChanges}</Text>
  const proposed = (field: SuggestibleField) => (
    <FieldValueView
      field={field}
      value={suggestion[field]}
      imageAlt={SUGGESTION_TEXTS.suggestedImage}
      seriesNames={seriesNames}
    />
  )
  return (
    <Box as="dl" display="grid" gap="3">
      {fields.map((field) => (
        <Box key={field}>
          <Text as="dt" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" mb="1">
            {FIELD_LABELS[field]}
          </Text>
          <Box as="dd" fontSize="sm">
            {current ? (
              <Grid templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)" gap="2" alignItems="start">
                <Box
                  aria-label={`${FIELD_LABELS[field]} ${SUGGESTION_TEXTS.before}`}
                  role="group"
                  textDecoration="line-through"
                  opacity={0.8}
                >
                  <FieldValueView
                    field={field}
                    value={current[field]}
                    imageAlt={SUGGESTION_TEXTS.currentImage}
                    seriesNames={seriesNames}
                  />
                </Box>
                <Box pt="1" color="fg.muted">
                  <FiArrowRight aria-hidden />
                </Box>
                <Box aria-label={`${FIELD_LABELS[field]} ${SUGGESTION_TEXTS.after}`} role="group">
                  {proposed(field)}
                </Box>
              </Grid>
            ) : (
              proposed(field)
            )}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

import { headingRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { factStyles } from '../../../entities/hackathon/components/cardLayout'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * A hackathon page's parts, as the Stacks, Links, Image, Heading and Text they were: resolved at
 * build time, so the page paints before the design system has loaded.
 */

/** The page's links in the app's blue, as the Chakra Links (variant plain) were given. */
const pageLink = { color: 'blue.fg', fontWeight: 'medium' } as const

/** The page: the hackathon, then the related hackathons. */
export const page = staticStyles({ display: 'flex', flexDirection: 'column', gap: '10', maxW: '5xl' })
/** The hackathon: the way back, its image, title, when and where, actions, description and facts, one under the other. */
export const article = staticStyles({ display: 'flex', flexDirection: 'column', gap: { base: '5', md: '6' } })
/** The way back to the list the page was opened from, at the start of its line rather than across it. */
export const backLink = recipeStyles(linkRecipe, {}, { ...pageLink, alignSelf: 'start' })
/**
 * The hackathon's image, as wide as the page and cropped: low on a phone, so the name, when and
 * where and the actions still fit its first screen.
 */
export const image = staticStyles({
  w: 'full',
  maxH: { base: '40', md: 'xs' },
  objectFit: 'cover',
  borderRadius: 'l3',
  bg: 'bg.muted',
})
/** The badges, then the name, then the series. */
export const title = staticStyles({ display: 'flex', flexDirection: 'column', gap: '2' })
/** The hackathon's name, as a 3xl Chakra Heading (2xl on a phone); a long unbroken name wraps rather than widening the page. */
export const heading = recipeStyles(
  headingRecipe,
  { size: '3xl' },
  { overflowWrap: 'anywhere', fontSize: { base: '2xl', md: '3xl' }, lineHeight: { base: '2rem', md: '2.375rem' } },
)
/** The link to the hackathon's series. */
export const seriesLink = recipeStyles(linkRecipe, {}, pageLink)
/** Groups of facts side by side from 1024 px, one under the other below. */
export const columns = staticStyles({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '4', md: '6' },
})
/**
 * A group of facts: its heading, then a line a fact (`Fact`'s styles for the schedule, whose own
 * icons give way to the group's).
 */
export const group = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  minW: '0',
  overflowWrap: 'anywhere',
  ...factStyles,
  '& .fact > svg': { display: 'none' },
})
/** A group's heading: small, with the icon that says what the group holds. */
export const groupHeading = staticStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  mb: '1',
  '& svg': { boxSize: '4', color: 'blue.fg', flexShrink: '0' },
})
/** The description and, under it, the themes. */
export const about = staticStyles({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '3xl' })
/** "Show on a map", smaller than the place above it. */
export const mapLink = recipeStyles(linkRecipe, {}, { fontSize: 'sm', color: 'blue.fg' })
/** The page's actions in a row that wraps (the Wrap they were in). */
export const actions = staticStyles({ display: 'flex', flexWrap: 'wrap', gap: { base: '2', md: '3' } })
/** Text for assistive technology only ("opens in a new tab"). */
export const visuallyHidden = staticStyles({ srOnly: true })
/** The description with its line breaks; a long unbroken word wraps rather than widening the page. */
export const description = staticStyles({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

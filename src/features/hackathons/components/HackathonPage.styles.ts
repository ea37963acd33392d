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
export const page = staticStyles({ display: 'flex', flexDirection: 'column', gap: '10', maxW: '4xl' })
/** The hackathon: the way back, its image, title, facts, actions and description, one under the other. */
export const article = staticStyles({ display: 'flex', flexDirection: 'column', gap: '6' })
/** The way back to the list the page was opened from, at the start of its line rather than across it. */
export const backLink = recipeStyles(linkRecipe, {}, { ...pageLink, alignSelf: 'start' })
/** The hackathon's image, as wide as the page and cropped to at most the height of `sm`. */
export const image = staticStyles({ w: 'full', maxH: 'sm', objectFit: 'cover', borderRadius: 'l3', bg: 'bg.muted' })
/** The badges, then the name, then the series. */
export const title = staticStyles({ display: 'flex', flexDirection: 'column', gap: '3' })
/** The hackathon's name, as a 3xl Chakra Heading; a long unbroken name wraps rather than widening the page. */
export const heading = recipeStyles(headingRecipe, { size: '3xl' }, { overflowWrap: 'anywhere' })
/** The link to the hackathon's series. */
export const seriesLink = recipeStyles(linkRecipe, {}, pageLink)
/** When and where, and the other facts, one under the other (with `Fact`'s styles). */
export const facts = staticStyles({ display: 'flex', flexDirection: 'column', gap: '2', ...factStyles })
/** "Show on a map", smaller than the place above it. */
export const mapLink = recipeStyles(linkRecipe, {}, { fontSize: 'sm', color: 'blue.fg' })
/** The page's actions in a row that wraps (the Wrap they were in). */
export const actions = staticStyles({ display: 'flex', flexWrap: 'wrap', gap: '3' })
/** Text for assistive technology only ("opens in a new tab"). */
export const visuallyHidden = staticStyles({ srOnly: true })
/** The description with its line breaks; a long unbroken word wraps rather than widening the page. */
export const description = staticStyles({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

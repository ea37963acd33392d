import { createFileRoute } from '@tanstack/react-router'
import { LazyNotFound } from '../../components/LazyScreens'

/**
 * Any address no screen answers. The router gives an unmatched address to the root's not-found
 * page, outside this pathless layout; this catch-all keeps it inside, with the menu.
 */
export const Route = createFileRoute('/_layout/$')({ component: LazyNotFound })

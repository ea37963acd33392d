import { ClassNames } from '@emotion/react'
import { FiChevronLeft, FiChevronRight, FiMoreHorizontal } from 'react-icons/fi'
import { PAGINATION_TEXTS } from '../texts'
import * as styles from './PaginationFooter.styles'

interface PaginationFooterProps {
  count: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  /** A page the user is about to choose: pointed at or focused. */
  onPageIntent?: (page: number) => void
}

/** Pages shown on each side of the current one, and at each end of the row. */
const SIBLINGS = 1
const BOUNDARY = 1

/** A gap in the row of pages, drawn as an ellipsis. */
const GAP = 'gap'

const range = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, i) => start + i)

/**
 * The page numbers to show, with gaps, the way Chakra's Pagination laid them out: the first and last
 * page, the current one with one neighbour each side, a gap for what is left out, and a lone
 * left-out page shown rather than a gap standing for it.
 */
function pageItems(page: number, totalPages: number): (number | typeof GAP)[] {
  const slots = Math.min(SIBLINGS * 2 + 3 + BOUNDARY * 2, totalPages)
  if (totalPages <= slots) return range(1, totalPages)
  const left = Math.max(page - SIBLINGS, 1)
  const right = Math.min(page + SIBLINGS, totalPages)
  const gapLeft = left > BOUNDARY + 2
  const gapRight = right < totalPages - BOUNDARY - 1
  const edge = slots - 1 - BOUNDARY
  const items: (number | typeof GAP)[] =
    !gapLeft && gapRight
      ? [...range(1, edge), GAP, ...range(totalPages - BOUNDARY + 1, totalPages)]
      : gapLeft && !gapRight
        ? [...range(1, BOUNDARY), GAP, ...range(totalPages - edge + 1, totalPages)]
        : gapLeft && gapRight
          ? [...range(1, BOUNDARY), GAP, ...range(left, right), GAP, ...range(totalPages - BOUNDARY + 1, totalPages)]
          : range(1, totalPages)
  return items.map((item, i) => {
    if (item !== GAP) return item
    const before = items[i - 1]
    const after = items[i + 1]
    const previous = typeof before === 'number' ? before : 0
    const next = typeof after === 'number' ? after : totalPages + 1
    return next - previous === 2 ? previous + 1 : GAP
  })
}

/** Page links under a table; hidden when everything fits on one page. */
export function PaginationFooter({ count, page, pageSize, onPageChange, onPageIntent }: PaginationFooterProps) {
  if (count <= pageSize) return null
  const lastPage = Math.ceil(count / pageSize)
  const intentOn = (target: number) =>
    onPageIntent && target >= 1 && target <= lastPage && target !== page
      ? { onPointerEnter: () => onPageIntent(target), onFocus: () => onPageIntent(target) }
      : {}
  const choose = (target: number) => {
    if (target !== page) onPageChange(target)
  }
  return (
    <ClassNames>
      {({ css }) => {
        const button = css(styles.button)
        return (
          <nav aria-label={PAGINATION_TEXTS.nav} className={css(styles.nav)}>
            <div className={css(styles.group)}>
              <button
                type="button"
                className={button}
                aria-label={PAGINATION_TEXTS.previous}
                disabled={page <= 1}
                onClick={() => choose(page - 1)}
                {...intentOn(page - 1)}
              >
                <FiChevronLeft focusable="false" aria-hidden="true" />
              </button>
              {pageItems(page, lastPage).map((item, index) =>
                item === GAP ? (
                  // Two gaps can show; their places in the row tell them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a gap has nothing else to be known by
                  <span key={`gap-${index}`} className={button}>
                    <FiMoreHorizontal focusable="false" aria-hidden="true" />
                  </span>
                ) : (
                  <button
                    key={item}
                    type="button"
                    className={button}
                    aria-label={PAGINATION_TEXTS.page({ page: item })}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => choose(item)}
                    {...intentOn(item)}
                  >
                    {item}
                  </button>
                ),
              )}
              <button
                type="button"
                className={button}
                aria-label={PAGINATION_TEXTS.next}
                disabled={page >= lastPage}
                onClick={() => choose(page + 1)}
                {...intentOn(page + 1)}
              >
                <FiChevronRight focusable="false" aria-hidden="true" />
              </button>
            </div>
          </nav>
        )
      }}
    </ClassNames>
  )
}

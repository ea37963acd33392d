/**
 * The attributes of a loading placeholder: a busy status named for screen readers. The role is what
 * makes the name heard (a name on an element without a role is never read, and axe flags it), and
 * `aria-busy` tells assistive technology and tests that the page is not blank.
 */
export const loadingStatus = (label: string) => ({ role: 'status', 'aria-busy': true, 'aria-label': label }) as const

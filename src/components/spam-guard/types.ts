import type { WidgetMethods } from 'altcha/types'

/** The widget's element, with its methods. */
export type AltchaElement = HTMLElement & WidgetMethods

/** What a guarded form adds to its request: the solution and the honeypot's value. */
export interface SpamGuardFields {
  altcha?: string
  website?: string
}

export interface SpamGuard {
  /** Called by the widget once it is on the page (null when it leaves). */
  attach(element: AltchaElement | null): void
  honeypot: { current: HTMLInputElement | null }
  /**
   * The fields to send with this submit: the widget's solution (solved in the background since
   * the form was first used, or now) and the honeypot. A solution is good for one request, so the
   * widget starts over for the next.
   */
  fields(): Promise<SpamGuardFields>
}

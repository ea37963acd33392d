import { defineTexts, withValues } from './i18n/texts.js'

/**
 * Organisers: the people who prove they control a hackathon's own site keep its listing. What the
 * server and the SPA both say and count about a claim lives here, so the two never disagree.
 */
export const CLAIM = {
  /** The `name` of the meta tag that carries the token on the page at the hackathon's url. */
  metaName: 'hackathons-verification',
  /** The file on the hackathon's host whose body is the token. */
  wellKnownPath: '/.well-known/hackathons-verification.txt',
  /** The page is read up to this size; a larger one cannot prove anything. */
  pageMaxBytes: 1024 * 1024,
  /** The well-known file holds a token and little else. */
  fileMaxBytes: 4 * 1024,
  /** "Verify": each makes this server request the event's site, so it is bounded per user. */
  verifyMax: 10,
  verifyWindowSeconds: 3600,
} as const

/**
 * An organiser invites a co-organiser by e-mail: the address is mailed a single-use link when it
 * belongs to an account whose address is verified, and the account becomes an organiser only when
 * it accepts. The inviter is told the same either way.
 */
export const ORGANIZER_INVITATION = {
  /** The SPA's page the mailed link opens; its button accepts, opening it does not. */
  path: '/organizer-invitation',
  /** An invitation works once, for this many hours after it was mailed. */
  linkHours: 7 * 24,
  /** A link's token as the e-mail carries it (32 random bytes, base64url). */
  tokenMax: 64,
  /** Each invitation may mail someone: at most this many per organiser per window. */
  inviteMax: 10,
  inviteWindowSeconds: 3600,
} as const

/** The API's own words about claims and organisers, quoted by the server's answers and the SPA alike. */
const ORGANIZER_MESSAGE_TEXTS = defineTexts('organizerMessages', {
  verified: 'You are now an organiser of this hackathon',
  /**
   * What a failed verification looked for, where, and what it found instead. `metaName` is the meta
   * tag's name (keep the tag as it is); `pageUrl` and `fileUrl` are addresses; `pageFinding` and
   * `fileFinding` are what was found there, one of the three findings below or the reason it could
   * not be read.
   */
  notFound: withValues<{
    metaName: string
    pageUrl: string
    pageFinding: string
    fileUrl: string
    fileFinding: string
  }>(
    'No verification token found. Looked for <meta name="{metaName}" content="…"> on {pageUrl} ({pageFinding}) and for the token in {fileUrl} ({fileFinding})',
  ),
  noMetaTag: 'no such tag with your token',
  noToken: 'not your token',
  otherHost: 'it redirects to another site (another scheme, host or port), which proves nothing about this one',
  notOrganizer: 'Only an organiser of this hackathon may do this',
  /** The one answer to an invitation, whoever the address belongs to. */
  invitationSent:
    'If this address belongs to an account with a verified e-mail address, an invitation is on its way. They become an organiser once they accept it.',
  invitationAccepted: 'Invitation accepted: you are now an organiser of this hackathon',
  invitationInvalid: 'This invitation is invalid, has expired or has been used already',
  invitationForAnother: 'This invitation was sent to another e-mail address: log in with the account it was sent to',
  organizerNotFound: 'This person is not an organiser of this hackathon',
  organizerRemoved: 'The organiser was removed',
})

/** Where a verification looked for the token, and what it found there. */
interface Looked {
  url: string
  finding: string
}

/** The messages above, each read in the active language when it is used. */
export const ORGANIZER_MESSAGES = {
  get verified() {
    return ORGANIZER_MESSAGE_TEXTS.verified
  },
  /** What a failed verification looked for, where, and what it found instead. */
  notFound: (page: Looked, file: Looked) =>
    ORGANIZER_MESSAGE_TEXTS.notFound({
      metaName: CLAIM.metaName,
      pageUrl: page.url,
      pageFinding: page.finding,
      fileUrl: file.url,
      fileFinding: file.finding,
    }),
  get noMetaTag() {
    return ORGANIZER_MESSAGE_TEXTS.noMetaTag
  },
  get noToken() {
    return ORGANIZER_MESSAGE_TEXTS.noToken
  },
  get otherHost() {
    return ORGANIZER_MESSAGE_TEXTS.otherHost
  },
  get notOrganizer() {
    return ORGANIZER_MESSAGE_TEXTS.notOrganizer
  },
  get invitationSent() {
    return ORGANIZER_MESSAGE_TEXTS.invitationSent
  },
  get invitationAccepted() {
    return ORGANIZER_MESSAGE_TEXTS.invitationAccepted
  },
  get invitationInvalid() {
    return ORGANIZER_MESSAGE_TEXTS.invitationInvalid
  },
  get invitationForAnother() {
    return ORGANIZER_MESSAGE_TEXTS.invitationForAnother
  },
  get organizerNotFound() {
    return ORGANIZER_MESSAGE_TEXTS.organizerNotFound
  },
  get organizerRemoved() {
    return ORGANIZER_MESSAGE_TEXTS.organizerRemoved
  },
} as const

/** The meta tag an organiser puts on the hackathon's page. */
export const claimMetaTag = (token: string) => `<meta name="${CLAIM.metaName}" content="${token}">`

/** Where an organiser may serve the token instead: the well-known file on the host of the hackathon's url. */
export const claimFileUrl = (hackathonUrl: string) => `${new URL(hackathonUrl).origin}${CLAIM.wellKnownPath}`

/** The origin of an address (scheme, host and port), or undefined for one that is no URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * Whether two addresses are on one site, the unit a claim proves control of: the same scheme, host
 * and port (`https://example.org/a` and `https://EXAMPLE.org:443/b` are; `http://example.org` and
 * `https://example.org:8443` are not).
 */
export const sameOrigin = (a: string, b: string) =>
  a === b || (originOf(a) !== undefined && originOf(a) === originOf(b))

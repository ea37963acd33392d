import { defineTexts, withValues } from '../../../common/i18n/texts'

/** Every text of the claim and organiser screens, in one place (the API's own words are in common/organizers.ts). */
export const ORGANIZER_TEXTS = defineTexts('organizers', {
  organizers: 'Organisers',
  unnamed: 'An organiser',
  /** The signed-in account in the list of organisers: `name` is its display name. */
  nameYou: withValues<{ name: string }>('{name} (you)'),
  claim: 'I organise this',
  claimTitle: 'Prove you run this hackathon',
  claimIntro:
    "Show that you control the hackathon's own site, in either of two ways. Then choose Verify: we read the site once and make you an organiser. As an organiser you edit the listing directly.",
  /** Above the tag to copy: `url` is the hackathon's site. `<head>` is the HTML element, as written in the page. */
  metaTagStep: withValues<{ url: string }>('Put this tag in the <head> of the page at {url}:'),
  /** Above the token to copy: `url` is the address on the hackathon's site that must answer with it. */
  fileStep: withValues<{ url: string }>('Or make {url} answer with this token:'),
  claimLoading: 'Getting your token…',
  claimLogInFirst: 'Run this hackathon? Log in, then prove it, and you edit its listing directly.',
  claimVerifyFirst: 'Run this hackathon? Verify your e-mail address first: Settings sends the link again.',
  copy: 'Copy',
  /** The Copy buttons' accessible names. */
  copyTag: 'Copy the tag',
  copyToken: 'Copy the token',
  copied: 'Copied',
  copyFailed: 'It could not be copied: select it and copy it by hand.',
  verify: 'Verify',
  verifyFailed: 'Not verified yet',
  inviteTitle: 'Invite a co-organiser',
  inviteHelp: 'The e-mail of their account here. They are mailed a link and join once they accept it.',
  email: 'Email',
  invite: 'Invite',
  invitationSentTitle: 'Invitation sent',
  remove: 'Remove',
  /** The Remove button's accessible name: `name` is the organiser's display name. */
  removeLabel: withValues<{ name: string }>('Remove {name}'),
  removed: 'Organiser removed',
  listError: 'The organisers could not be loaded.',

  invitationTitle: 'Invitation to organise a hackathon',
  invitationIntro:
    'An organiser invited you to help keep a listing. Accept to become one of its organisers: your edits of it apply at once, and you hear when its site changes.',
  /** `email` is the signed-in account's e-mail address. */
  signedInAs: withValues<{ email: string }>('You are signed in as {email}.'),
  accept: 'Accept invitation',
  cannotAccept: 'This invitation cannot be accepted',
  invalidInvitationHelp:
    'Its link is not valid, has expired or was used already. Ask the organiser who invited you for a new invitation.',
  noToken: 'This link has no token. Open the link from the e-mail.',
  verifyFirstHelp:
    "Only an account whose address is verified can accept. Use the link mailed to your address, or 'Send the link again' under Settings.",

  yourHackathons: 'Your hackathons',
  yourHackathonsIntro: 'The hackathons you organise. Your edits of them apply at once.',
  yourHackathonsLoading: 'Loading your hackathons…',
  yourHackathonsError: 'Your hackathons could not be loaded.',
  emptyTitle: "You don't organise any hackathon here yet",
  emptyDescription: 'Open the page of a hackathon you run and choose "I organise this".',
})

import { Type } from 'typebox'
import { ORGANIZER_INVITATION } from '../../common/organizers.js'
import type { OrganizerRef } from '../db/repositories/organizers.js'
import { ListOf, Nullable } from './common.js'
import { Email } from './users.js'

export const ClaimInstructions = Type.Object(
  {
    token: Type.String({ description: "The caller's token for this hackathon: the same each time it is asked for" }),
    meta_tag: Type.String({ description: "The tag to put on the page at the hackathon's url" }),
    well_known_url: Type.String({ description: 'Or: the address, on the same host, whose body is the token' }),
  },
  { title: 'ClaimInstructions' },
)

export const ClaimVerified = Type.Object({ verified: Type.Literal(true) }, { title: 'ClaimVerified' })

export const OrganizerPublic = Type.Object(
  {
    user_id: Type.String({ format: 'uuid' }),
    name: Nullable(Type.String({ description: "The account's display name; never its e-mail" })),
  },
  { title: 'OrganizerPublic' },
)

export const OrganizersPublic = ListOf(OrganizerPublic, 'OrganizersPublic')

export const OrganizerInvite = Type.Object(
  { email: Email },
  {
    title: 'OrganizerInvite',
    description: 'The address to invite: an account that has it verified is mailed the invitation',
  },
)

export const OrganizerInvitationAccept = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: ORGANIZER_INVITATION.tokenMax }) },
  { title: 'OrganizerInvitationAccept' },
)

export const OrganizerInvitationAccepted = Type.Object(
  {
    message: Type.String(),
    hackathon_id: Type.String({ format: 'uuid', description: 'The hackathon the caller now organises' }),
  },
  { title: 'OrganizerInvitationAccepted' },
)

export const OrganizerParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  user_id: Type.String({ format: 'uuid' }),
})

export const toOrganizerPublic = (row: OrganizerRef) => ({ user_id: row.userId, name: row.name })

export const toOrganizersPublic = (rows: OrganizerRef[]) => ({ data: rows.map(toOrganizerPublic), count: rows.length })

import { Type } from 'typebox'

export const SavedHackathonParams = Type.Object({ hackathon_id: Type.String({ format: 'uuid' }) })

export const SavedCalendarUrl = Type.Object(
  {
    url: Type.String({
      description:
        "The private address of the account's calendar of its saved hackathons: anyone holding it reads the calendar without logging in",
    }),
  },
  { title: 'SavedCalendarUrl' },
)

/** A calendar token as this server makes them (43 base64url characters); anything else finds nothing. */
export const SavedCalendarParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) })

/** The empty answer of a change that has nothing more to say (204). */
export const NoContent = Type.Null({ description: 'Done' })

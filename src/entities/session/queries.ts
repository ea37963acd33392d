import { readUserMeOptions } from '../../client/@tanstack/react-query.gen'

/** The signed-in user (GET /users/me), asked for only while a token is stored. */
export const currentUserQuery = () => readUserMeOptions()

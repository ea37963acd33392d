import { readMyHackathonsOptions } from '../../client/@tanstack/react-query.gen'

/** The hackathons the signed-in user organises (Settings' "Your hackathons"). */
export const myHackathonsQuery = () => readMyHackathonsOptions()

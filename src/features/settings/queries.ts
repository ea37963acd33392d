import { readApiTokensOptions } from '../../client/@tanstack/react-query.gen'

/** The signed-in account's personal API tokens, without their secrets. */
export const apiTokensQuery = () => readApiTokensOptions()

/** The access token lives in local storage under this key. */
export const TOKEN_KEY = 'access_token'

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY)
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token)
export const clearToken = () => localStorage.removeItem(TOKEN_KEY)
export const hasToken = () => getToken() !== null

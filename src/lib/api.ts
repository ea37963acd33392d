import { isAxiosError } from 'axios'
import { activeLocale } from '../../common/i18n/active'
import { client } from '../client/client.gen'
import { clearToken, getToken } from './session'

/** The API's base, as the generated client calls it: '' when the API is served with the page. */
export const apiBase = () => client.getConfig().baseURL ?? ''

/**
 * Points the generated client at the API, sends the stored bearer token with every call, and ends
 * the session on any 401 or 403: the role cannot do what it asked, so nothing is offered.
 */
export function configureApiClient(onSessionEnded: () => void) {
  client.setConfig({
    baseURL: import.meta.env.VITE_API_URL ?? '',
    withCredentials: true,
    auth: () => getToken() ?? undefined,
  })
  client.instance.interceptors.request.use((request) => {
    const token = getToken()
    if (token && !request.headers.Authorization) request.headers.Authorization = `Bearer ${token}`
    // The language the page speaks, which may not be the browser's (?lang=, Settings): what the
    // server writes for this reader, such as an alert's e-mails, speaks it too.
    request.headers['Accept-Language'] = activeLocale()
    return request
  })
  client.instance.interceptors.response.use(undefined, (error: unknown) => {
    const status = isAxiosError(error) ? error.response?.status : undefined
    if ((status === 401 || status === 403) && getToken()) {
      clearToken()
      onSessionEnded()
    }
    return Promise.reject(error)
  })
}

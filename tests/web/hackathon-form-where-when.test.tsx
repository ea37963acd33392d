import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HackathonPublic, HackathonRef, PossibleDuplicates } from '../../src/client/types.gen'
import { makeHackathon, makeSuggestion } from './factories'
import { chooseAction, field, type User } from './fields'
import { api, HttpResponse, http, makeUser, pagedList, server, signInAs, updatesOf } from './msw'
import { renderApp } from './render'

/** The zone this test process runs in: the editor's, when the hackathon has none. */
const EDITOR_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

const UNKNOWN_ZONE = 'Unknown time zone: use an IANA name such as Europe/Berlin'

function listApis(hackathons: HackathonPublic[] = []) {
  pagedList('/hackathons/', hackathons)
  pagedList('/suggestions/mine', [])
  pagedList('/series/', [])
}

/** Answers POST /hackathons/ with 201 and returns the bodies sent. */
function acceptCreates() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(api('/hackathons/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json(makeHackathon(9, body), { status: 201 })
    }),
  )
  return bodies
}

/** Answers the duplicate check with `answer` and returns every query asked. */
function duplicatesApi(answer: Partial<PossibleDuplicates>) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(api('/hackathons/duplicates'), ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return HttpResponse.json({ same_url: null, similar: [], ...answer })
    }),
  )
  return queries
}

/**
 * Types into the time zone field a letter at a time: the combobox writes its input's value itself,
 * and user-event, typing a whole string at once, loses letters to those writes (a person does not).
 */
async function typeZone(user: User, input: HTMLElement, text: string) {
  await user.click(input)
  for (const letter of text) await user.type(input, letter, { skipClick: true })
}

/** The time zone field's list of zones, once it is open. */
const zoneList = async (dialog: HTMLElement) => within(await within(dialog).findByRole('listbox'))

/** Picks a zone in the form's time zone field by typing `search` and choosing `zone` from what it offers. */
async function pickZone(user: User, dialog: HTMLElement, search: string, zone: string) {
  const input = field(/^Time zone/, { within: dialog })
  await user.clear(input)
  await typeZone(user, input, search)
  await user.click(await (await zoneList(dialog)).findByRole('option', { name: zone }))
  expect(input).toHaveValue(zone)
}

/** Opens the add form with its button, which names the dialog too, for every role. */
async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add Hackathon' }))
  return screen.findByRole('dialog', { name: 'Add Hackathon' })
}

async function fillRequired(
  user: User,
  dialog: HTMLElement,
  { start = '2027-10-01T09:00', end = '2027-10-02T18:00' } = {},
) {
  // Pasted, as an editor copying from the event's page does: typing them key by key is what the
  // form's own tests do, and here it only made the file slow.
  await user.click(field(/^Name/, { within: dialog }))
  await user.paste('Autumn Hack')
  await user.click(field(/^URL/, { within: dialog }))
  await user.paste('https://autumn.example.com')
  await user.type(field(/^Start Date/, { within: dialog }), start)
  await user.type(field(/^End Date/, { within: dialog }), end)
}

/** An editor's Add Hackathon form with the required fields filled; returns the create bodies sent. */
async function editorsFilledForm() {
  signInAs(makeUser({ role: 1 }))
  listApis()
  const bodies = acceptCreates()
  const { user } = await renderApp('/hackathons')
  const dialog = await openAdd(user)
  await fillRequired(user, dialog)
  return { user, dialog, bodies }
}

const ref = (n: number, overrides: Partial<HackathonRef> = {}): HackathonRef => ({
  id: makeHackathon(n).id,
  name: `Listed ${n}`,
  url: `https://listed.example.com/${n}`,
  start_date: '2027-10-01T08:00:00.000Z',
  end_date: '2027-10-02T16:00:00.000Z',
  ...overrides,
})

describe('the form says which zone its dates are in and stores the right instant', () => {
  it("labels the dates with the editor's zone until the hackathon has one, then with that zone", async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    expect(field(new RegExp(`^Start Date \\(${EDITOR_ZONE}\\)`), { within: dialog })).toBeInTheDocument()
    expect(within(dialog).getByText(/Changing it keeps the times typed and reads them in the new zone/)).toBeVisible()
    await pickZone(user, dialog, 'Berlin', 'Europe/Berlin')
    expect(field(/^Start Date \(Europe\/Berlin\)/, { within: dialog })).toBeInTheDocument()
    expect(field(/^End Date \(Europe\/Berlin\)/, { within: dialog })).toBeInTheDocument()
  })

  it('finds a zone by its city as the user types, under its current name, and saves the name picked', async () => {
    const { user, dialog, bodies } = await editorsFilledForm()
    const input = field(/^Time zone/, { within: dialog })
    expect(input).toHaveRole('combobox')
    await typeZone(user, input, 'Kolkata')
    expect(await (await zoneList(dialog)).findByRole('option', { name: 'Asia/Kolkata' })).toBeInTheDocument()
    // The older name finds the zone too, offered once under its current name.
    await user.clear(input)
    await typeZone(user, input, 'calcutta')
    const found = (await zoneList(dialog)).getAllByRole('option')
    expect(found.map((option) => option.textContent)).toEqual(['Asia/Kolkata'])
    await user.clear(input)
    await typeZone(user, input, 'Kyiv')
    expect(await (await zoneList(dialog)).findByRole('option', { name: 'Europe/Kyiv' })).toBeInTheDocument()
    await pickZone(user, dialog, 'Kolkata', 'Asia/Kolkata')
    expect(field(/^Start Date \(Asia\/Kolkata\)/, { within: dialog })).toHaveValue('2027-10-01T09:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    // 09:00 in India is 03:30 UTC.
    expect(bodies[0]).toMatchObject({ timezone: 'Asia/Kolkata', start_date: '2027-10-01T03:30:00.000Z' })
  })

  it("is chosen with the keyboard alone, and emptied to mean the editor's zone", async () => {
    const { user, dialog, bodies } = await editorsFilledForm()
    const input = field(/^Time zone/, { within: dialog })
    await typeZone(user, input, 'new york')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(input).toHaveValue('America/New_York')
    expect(field(/^Start Date \(America\/New_York\)/, { within: dialog })).toBeInTheDocument()
    await user.clear(input)
    await user.tab()
    expect(input).toHaveValue('')
    expect(field(new RegExp(`^Start Date \\(${EDITOR_ZONE}\\)`), { within: dialog })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ timezone: null })
  })

  it('creates an in-person hackathon whose Berlin times are stored as the instants they are', async () => {
    const { user, dialog, bodies } = await editorsFilledForm()
    await user.selectOptions(field(/^Attendance/, { within: dialog }), 'In person')
    await pickZone(user, dialog, 'Berlin', 'Europe/Berlin')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon created successfully.')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({
      attendance_mode: 'in_person',
      timezone: 'Europe/Berlin',
      // 09:00 CEST and 18:00 CEST.
      start_date: '2027-10-01T07:00:00.000Z',
      end_date: '2027-10-02T16:00:00.000Z',
    })
  })

  it('keeps the times typed when the zone changes, and reads them in the new zone', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const bodies = acceptCreates()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await pickZone(user, dialog, 'Berlin', 'Europe/Berlin')
    await fillRequired(user, dialog)
    await pickZone(user, dialog, 'Tokyo', 'Asia/Tokyo')
    expect(field(/^Start Date \(Asia\/Tokyo\)/, { within: dialog })).toHaveValue('2027-10-01T09:00')
    expect(field(/^End Date \(Asia\/Tokyo\)/, { within: dialog })).toHaveValue('2027-10-02T18:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      timezone: 'Asia/Tokyo',
      start_date: '2027-10-01T00:00:00.000Z',
      end_date: '2027-10-02T09:00:00.000Z',
    })
  })

  it('offers nothing for a zone it does not know, and refuses the text left in the field instead of dropping it', async () => {
    const { user, dialog, bodies } = await editorsFilledForm()
    const input = field(/^Time zone/, { within: dialog })
    await typeZone(user, input, 'Mars/Olympus_Mons')
    expect(await within(dialog).findByText(/No time zone matches/)).toBeInTheDocument()
    expect((await zoneList(dialog)).queryByRole('option')).toBeNull()
    await user.tab()
    await waitFor(() => expect(input).toHaveValue('Mars/Olympus_Mons'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(UNKNOWN_ZONE)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('takes the zone a name typed in full names, or the one zone the text finds, when the field is left without a pick', async () => {
    const { user, dialog, bodies } = await editorsFilledForm()
    const input = field(/^Time zone/, { within: dialog })
    await typeZone(user, input, 'asia/tokyo')
    await user.tab()
    await waitFor(() => expect(input).toHaveValue('Asia/Tokyo'))
    await user.clear(input)
    await typeZone(user, input, 'Kolkat')
    await user.tab()
    await waitFor(() => expect(input).toHaveValue('Asia/Kolkata'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ timezone: 'Asia/Kolkata' })
  })

  it("refuses a zone saved earlier that it does not know, with the server's message, until another is picked", async () => {
    signInAs(makeUser({ role: 1 }))
    const hackathon = makeHackathon(1, { name: 'Old Zone Hack', timezone: 'Mars/Olympus_Mons' })
    listApis([hackathon])
    const saved = updatesOf(`/hackathons/${hackathon.id}`, hackathon)
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Old Zone Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    expect(field(/^Time zone/, { within: dialog })).toHaveValue('Mars/Olympus_Mons')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(UNKNOWN_ZONE)).toBeInTheDocument()
    expect(field(/^Time zone/, { within: dialog })).toHaveAttribute('aria-invalid', 'true')
    expect(saved).toEqual([])
    await pickZone(user, dialog, 'Berlin', 'Europe/Berlin')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ timezone: 'Europe/Berlin' }))
  })

  it("edits a New York hackathon in New York's time, and saves its unchanged instants unchanged", async () => {
    signInAs(makeUser({ role: 1 }))
    const hackathon = makeHackathon(1, {
      name: 'Harbor Hack',
      start_date: '2027-03-01T14:00:00.000Z',
      end_date: '2027-03-02T22:00:00.000Z',
      attendance_mode: 'hybrid',
      timezone: 'America/New_York',
    })
    listApis([hackathon])
    const saved = updatesOf(`/hackathons/${hackathon.id}`, hackathon)
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Harbor Hack', 'Edit Hackathon')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    expect(field(/^Start Date \(America\/New_York\)/, { within: dialog })).toHaveValue('2027-03-01T09:00')
    expect(field(/^End Date \(America\/New_York\)/, { within: dialog })).toHaveValue('2027-03-02T17:00')
    expect(field(/^Attendance/, { within: dialog })).toHaveValue('hybrid')
    expect(field(/^Time zone/, { within: dialog })).toHaveValue('America/New_York')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hackathon updated successfully.')).toBeInTheDocument()
    expect(saved.at(-1)).toMatchObject({
      start_date: hackathon.start_date,
      end_date: hackathon.end_date,
      attendance_mode: 'hybrid',
      timezone: 'America/New_York',
    })
  })

  it('fills attendance and zone from the page, and reads the found dates in that zone', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    server.use(
      http.post(api('/utils/complete-hackathon/'), () =>
        HttpResponse.json({
          name: 'Page Hack',
          start_date: '2027-05-01T08:00:00.000Z',
          end_date: '2027-05-02T17:00:00.000Z',
          attendance_mode: 'hybrid',
          timezone: 'Europe/Berlin',
        }),
      ),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await user.type(field(/^URL/, { within: dialog }), 'https://page.example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Fill from page' }))
    expect(
      await within(dialog).findByText('Filled from the page: Name, Start Date, End Date, Attendance, Time zone.'),
    ).toBeInTheDocument()
    expect(field(/^Attendance/, { within: dialog })).toHaveValue('hybrid')
    await waitFor(() => expect(field(/^Time zone/, { within: dialog })).toHaveValue('Europe/Berlin'))
    expect(field(/^Start Date \(Europe\/Berlin\)/, { within: dialog })).toHaveValue('2027-05-01T10:00')
    expect(field(/^End Date \(Europe\/Berlin\)/, { within: dialog })).toHaveValue('2027-05-02T19:00')
  })
})

describe('possible duplicates while the form is filled', () => {
  it('warns that the address is listed, with a link to it, and still saves', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const listed = ref(1, { name: 'Autumn Hack 2027', url: 'https://autumn.example.com/' })
    const queries = duplicatesApi({ same_url: listed })
    const bodies = acceptCreates()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    const warning = await within(dialog).findByText(/This hackathon is already listed/)
    const link = within(warning).getByRole('link', { name: /Autumn Hack 2027/ })
    // Its public page, in a new tab so the form keeps what was typed.
    expect(link).toHaveAttribute('href', `/hackathons/${listed.id}`)
    expect(link).toHaveAttribute('target', '_blank')
    // The check asks again each time typing pauses, and a slow machine pauses between the address and
    // the dates: the warning may come from a question that held only the address. Once the dates are
    // in, it asks with all the form holds, dates as instants; nothing to leave out when adding.
    await waitFor(() => expect(queries.at(-1)?.get('name')).toBe('Autumn Hack'))
    const last = queries.at(-1)
    expect(last?.get('url')).toBe('https://autumn.example.com')
    expect(last?.has('start_date')).toBe(true)
    expect(last?.has('exclude')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
  })

  it('lists similar hackathons on overlapping dates as possible duplicates, with links', async () => {
    signInAs(makeUser({ role: 0 }))
    listApis()
    const similar = [ref(1, { name: 'Autumn Hackathon' }), ref(2, { name: 'Autumn Hack Berlin' })]
    duplicatesApi({ similar })
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    const warning = (await within(dialog).findByText('Possible duplicate:')).parentElement as HTMLElement
    for (const listed of similar) {
      expect(within(warning).getByRole('link', { name: new RegExp(listed.name) })).toHaveAttribute(
        'href',
        `/hackathons/${listed.id}`,
      )
    }
    expect(within(dialog).queryByText(/This hackathon is already listed/)).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Submit for review' })).toBeEnabled()
  })

  it('leaves the hackathon being edited out of the check', async () => {
    signInAs(makeUser({ role: 1 }))
    const hackathon = makeHackathon(1, { name: 'Spring Hack' })
    listApis([hackathon])
    const queries = duplicatesApi({})
    const { user } = await renderApp('/hackathons')
    await chooseAction(user, 'Spring Hack', 'Edit Hackathon')
    await screen.findByRole('dialog', { name: 'Edit Hackathon' })
    await waitFor(() => expect(queries.length).toBeGreaterThan(0))
    expect(queries.at(-1)?.get('exclude')).toBe(hackathon.id)
    expect(queries.at(-1)?.get('url')).toBe(hackathon.url)
  })

  it('shows nothing while nothing is listed', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const queries = duplicatesApi({})
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    await waitFor(() => expect(queries.length).toBeGreaterThan(0))
    expect(within(dialog).queryByText('Possible duplicate:')).not.toBeInTheDocument()
    expect(within(dialog).queryByText(/already listed/)).not.toBeInTheDocument()
  })
})

describe('a save refused because the address is listed (409)', () => {
  const EXISTING = makeHackathon(7).id

  function refuseCreates() {
    server.use(
      http.post(api('/hackathons/'), () =>
        HttpResponse.json({ detail: 'This hackathon is already listed', existing_id: EXISTING }, { status: 409 }),
      ),
    )
  }

  it('says so under the URL, linking to the listed hackathon found by the check', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    refuseCreates()
    duplicatesApi({ same_url: ref(7, { id: EXISTING, url: 'https://autumn.example.com/2027' }) })
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    await within(dialog).findByText(/This hackathon is already listed/)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const url = field(/^URL/, { within: dialog })
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'))
    const link = within(dialog).getByRole('link', { name: /Open the listed hackathon/ })
    expect(link).toHaveAttribute('href', `/hackathons/${EXISTING}`)
    expect(url).toHaveAccessibleErrorMessage(/This hackathon is already listed/)
    // Said where it belongs, not repeated by an error toast outside the dialog.
    const everywhere = screen.getAllByText(/This hackathon is already listed/)
    expect(everywhere.every((text) => dialog.contains(text))).toBe(true)
  })

  it("links to the listed hackathon's page from the refusal alone, before any check has named it", async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    refuseCreates()
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const link = await within(dialog).findByRole('link', { name: /Open the listed hackathon/ })
    expect(link).toHaveAttribute('href', `/hackathons/${EXISTING}`)
    // Another address clears the refusal.
    await user.type(field(/^URL/, { within: dialog }), '/other')
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: /Open the listed hackathon/ })).toBeNull())
  })
})

describe('suggestions review', () => {
  it('compares attendance and time zone before -> after', async () => {
    signInAs(makeUser({ role: 1 }))
    const current = makeHackathon(1, { name: 'Spring Hack', attendance_mode: 'online', timezone: null })
    pagedList('/series/', [])
    pagedList('/suggestions/', [
      makeSuggestion(1, {
        kind: 'update',
        hackathon_id: current.id,
        hackathon: current,
        attendance_mode: 'hybrid',
        timezone: 'Europe/Berlin',
      }),
    ])
    await renderApp('/suggestions')
    const card = (await screen.findByRole('heading', { name: 'Spring Hack', level: 2 })).closest(
      'article',
    ) as HTMLElement
    expect(within(card).getByRole('group', { name: 'Attendance before' })).toHaveTextContent('Online')
    expect(within(card).getByRole('group', { name: 'Attendance after' })).toHaveTextContent('Hybrid')
    expect(within(card).getByRole('group', { name: 'Time zone before' })).toHaveTextContent('empty')
    expect(within(card).getByRole('group', { name: 'Time zone after' })).toHaveTextContent('Europe/Berlin')
  })
})

describe('where the form places the hackathon', () => {
  const WATERLOO = {
    name: 'Waterloo',
    region: '08',
    country: 'CA',
    latitude: 43.4668,
    longitude: -80.51639,
    population: 97475,
  }

  it('offers the cities the location names, places it at the one picked, and sends its coordinates', async () => {
    signInAs(makeUser({ role: 1 }))
    listApis()
    const bodies = acceptCreates()
    const asked: string[] = []
    server.use(
      http.get(api('/places/'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '')
        return HttpResponse.json([WATERLOO])
      }),
    )
    const { user } = await renderApp('/hackathons')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog)
    await user.type(field(/^Location/, { within: dialog }), 'Waterloo, Canada')
    await user.click(await within(dialog).findByRole('button', { name: 'Place at Waterloo, Canada' }))
    expect(within(dialog).getByText('Placed at Waterloo, Canada')).toBeInTheDocument()
    expect(field(/^Latitude/, { within: dialog })).toHaveValue('43.4668')
    expect(asked).toContain('Waterloo, Canada')

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ location: 'Waterloo, Canada', latitude: 43.4668, longitude: -80.51639 })
  })

  it('says under the location when it names no known city, until coordinates are given or it is online', async () => {
    const NOT_PLACED = /No known city matches this location, so the hackathon will not be on the map or in "Near me"/
    const { user, dialog } = await editorsFilledForm()
    server.use(
      http.get(api('/places/'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? ''
        return HttpResponse.json(q.startsWith('Waterloo') ? [WATERLOO] : [])
      }),
    )
    const location = field(/^Location/, { within: dialog })
    await user.type(location, 'Waterloo')
    expect(await within(dialog).findByRole('button', { name: /^Place at Waterloo/ })).toBeInTheDocument()
    expect(within(dialog).queryByText(NOT_PLACED)).toBeNull()

    await user.clear(location)
    await user.type(location, 'Atlantis under the sea')
    expect(await within(dialog).findByText(NOT_PLACED)).toBeInTheDocument()
    expect(location).toHaveAccessibleDescription(NOT_PLACED)

    await user.type(field(/^Latitude/, { within: dialog }), '10')
    await user.type(field(/^Longitude/, { within: dialog }), '20')
    expect(within(dialog).queryByText(NOT_PLACED)).toBeNull()
    await user.clear(field(/^Longitude/, { within: dialog }))
    expect(await within(dialog).findByText(NOT_PLACED)).toBeInTheDocument()
    await user.selectOptions(field(/^Attendance/, { within: dialog }), 'Online')
    expect(within(dialog).queryByText(NOT_PLACED)).toBeNull()
  })

  it('refuses one coordinate without the other, or out of range, and forgets them when the location changes', async () => {
    const { user, dialog, bodies } = await editorsFilledForm()
    await user.type(field(/^Latitude/, { within: dialog }), '52.5')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // Under both fields: the one typed and the one missing.
    expect(await within(dialog).findAllByText('Give both latitude and longitude, or neither')).toHaveLength(2)
    await user.type(field(/^Longitude/, { within: dialog }), '200')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Longitude is from -180 to 180')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.clear(field(/^Longitude/, { within: dialog }))
    await user.type(field(/^Longitude/, { within: dialog }), '13.4')
    expect(within(dialog).getByText('Placed at 52.5, 13.4')).toBeInTheDocument()
    await user.type(field(/^Location/, { within: dialog }), 'Berlin')
    expect(field(/^Latitude/, { within: dialog })).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ location: 'Berlin', latitude: null, longitude: null })
  })
})

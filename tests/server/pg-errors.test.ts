import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, InvalidReferenceError, NotFoundError } from '../../server/db/domain-errors.js'
import { constraintViolation, isForeignKeyOn } from '../../server/db/pg-errors.js'
import { hackathons, users } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { createTestApp, createUser, type TestContext } from './helpers.js'

// Runs on whichever driver the suite uses (PGlite, or node-postgres with TEST_DATABASE_URL), so both
// error shapes go through the one reader.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

const hackathon = (seriesId: string) => ({
  name: 'Orphan',
  url: 'https://example.org/orphan',
  startDate: new Date('2030-01-01T00:00:00Z'),
  endDate: new Date('2030-01-02T00:00:00Z'),
  seriesId,
})

describe('constraintViolation', () => {
  it('reads a unique violation and the index it broke', async () => {
    const { user } = await createUser(ctx)
    const error = await refusal(
      ctx.database.db.insert(users).values({ email: user.email.toUpperCase(), hashedPassword: 'x', role: 0 }),
    )
    expect(constraintViolation(error)).toEqual({ kind: 'uniqueViolation', constraint: 'users_email_lower_key' })
  })

  it('reads a foreign key violation and tells which column it is about', async () => {
    const error = await refusal(ctx.database.db.insert(hackathons).values(hackathon(randomUUID())))
    const violation = constraintViolation(error)
    expect(violation?.kind).toBe('foreignKeyViolation')
    expect(violation && isForeignKeyOn(violation, 'series_id')).toBe(true)
    expect(violation && isForeignKeyOn(violation, 'hackathon_id')).toBe(false)
  })

  it('answers undefined for anything else', () => {
    expect(constraintViolation(new Error('connection lost'))).toBeUndefined()
    expect(constraintViolation(undefined)).toBeUndefined()
  })
})

describe('repositories throw domain errors', () => {
  it('ConflictError for a taken e-mail, NotFoundError for a missing row, InvalidReferenceError for a missing series', async () => {
    const { user } = await createUser(ctx)
    const { repos } = ctx.app
    await expect(repos.users.create({ email: user.email, hashedPassword: 'x', role: 0 })).rejects.toEqual(
      new ConflictError(MESSAGES.emailTaken),
    )
    await expect(repos.users.update(randomUUID(), { name: 'Nobody' })).rejects.toBeInstanceOf(NotFoundError)
    await expect(repos.hackathons.remove(randomUUID())).rejects.toThrow(MESSAGES.hackathonNotFound)
    const error = await refusal(repos.hackathons.create(hackathon(randomUUID()), { source: 'create', authorId: null }))
    expect(error).toBeInstanceOf(InvalidReferenceError)
    expect(error).toMatchObject({ field: 'series_id', message: MESSAGES.unknownSeries })
  })
})

describe('a hackathon write refused by a check constraint', () => {
  it('is a conflict (409) on every write path, never a driver error', async () => {
    const { repos } = ctx.app
    // An end before the start (the seeded one starts on 2030-01-01).
    const backwards = { startDate: new Date('2030-01-02T00:00:00Z'), endDate: new Date('2029-12-31T00:00:00Z') }
    const conflict = new ConflictError(MESSAGES.hackathonRulesBroken)
    await expect(
      repos.hackathons.create(
        { ...hackathon(randomUUID()), seriesId: null, ...backwards },
        { source: 'create', authorId: null },
      ),
    ).rejects.toEqual(conflict)
    const listed = await repos.hackathons.create(
      { ...hackathon(randomUUID()), seriesId: null, url: 'https://example.org/checked' },
      { source: 'create', authorId: null },
    )
    // A check that lets everything through leaves the refusal to the database.
    await expect(
      repos.hackathons.update(listed.id, { endDate: backwards.endDate }, { source: 'edit', authorId: null }, () => {}),
    ).rejects.toEqual(conflict)
    expect((await repos.hackathons.findById(listed.id))?.endDate).toEqual(new Date('2030-01-02T00:00:00Z'))
  })
})

import { count, desc, eq, sql } from 'drizzle-orm'
import { ConflictError, NotFoundError } from '../../domain-errors.js'
import { MESSAGES } from '../../errors.js'
import type { Database } from '../index.js'
import { onViolation } from '../pg-errors.js'
import { type UserRow, users } from '../schema.js'

export type NewUser = typeof users.$inferInsert
export type UserChanges = Partial<Pick<NewUser, 'email' | 'name' | 'hashedPassword' | 'role' | 'isActive'>>

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())

/** The only unique constraint of users is the e-mail (whatever its case). */
const emailTaken = (violation: { kind: string }) =>
  violation.kind === 'uniqueViolation' ? new ConflictError(MESSAGES.emailTaken) : undefined

export function usersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      return user
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(byEmail(email))
      return user
    },

    async list(skip: number, limit: number): Promise<{ data: UserRow[]; count: number }> {
      const [data, [total]] = await Promise.all([
        db.select().from(users).orderBy(desc(users.createdAt), users.id).offset(skip).limit(limit),
        db.select({ value: count() }).from(users),
      ])
      return { data, count: total?.value ?? 0 }
    },

    /** Throws ConflictError when the e-mail is taken (whatever its case). */
    async create(user: NewUser): Promise<UserRow> {
      const [created] = await onViolation(() => db.insert(users).values(user).returning(), emailTaken)
      if (!created) throw new Error('inserted user not returned')
      return created
    },

    /** Throws ConflictError when the new e-mail is taken, NotFoundError when the user is gone. */
    async update(id: string, changes: UserChanges): Promise<UserRow> {
      const [updated] =
        Object.keys(changes).length === 0
          ? await db.select().from(users).where(eq(users.id, id))
          : await onViolation(
              () =>
                db
                  .update(users)
                  // A new password ends every session opened with the old one (see the auth hook).
                  .set(changes.hashedPassword ? { ...changes, tokenVersion: sql`${users.tokenVersion} + 1` } : changes)
                  .where(eq(users.id, id))
                  .returning(),
              emailTaken,
            )
      if (!updated) throw new NotFoundError(MESSAGES.userNotFound)
      return updated
    },

    /** Throws NotFoundError when the user is gone. */
    async remove(id: string): Promise<void> {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
      if (deleted.length === 0) throw new NotFoundError(MESSAGES.userNotFound)
    },

    async countActiveWithRole(role: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(sql`${users.role} = ${role} and ${users.isActive}`)
      return row?.value ?? 0
    },
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>

import { count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { type UserRow, users } from '../schema.js'

export type NewUser = typeof users.$inferInsert
export type UserChanges = Partial<Pick<NewUser, 'email' | 'name' | 'hashedPassword' | 'role' | 'isActive'>>

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())

/** PostgreSQL's unique_violation, raised by both drivers with the same code. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error
  return (cause as { code?: string })?.code === '23505'
}

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

    /** Returns undefined when the e-mail is taken (whatever its case). */
    async create(user: NewUser): Promise<UserRow | undefined> {
      try {
        const [created] = await db.insert(users).values(user).returning()
        return created
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    /** Returns 'conflict' when the new e-mail is taken, undefined when the user is gone. */
    async update(id: string, changes: UserChanges): Promise<UserRow | 'conflict' | undefined> {
      if (Object.keys(changes).length === 0) return this.findById(id)
      try {
        const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
        return updated
      } catch (error) {
        if (isUniqueViolation(error)) return 'conflict'
        throw error
      }
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
      return deleted.length > 0
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

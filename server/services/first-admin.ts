import { ROLE } from '../../common/roles.js'
import { ConflictError } from '../db/domain-errors.js'
import type { Database } from '../db/index.js'
import { usersRepository } from '../db/repositories/users.js'
import { hashPassword } from './security.js'

/**
 * Creates the first admin (FIRST_SUPERUSER) once, at start; a later start never touches the account
 * (nor a changed password).
 */
export async function createFirstAdmin(db: Database, email: string, password: string): Promise<boolean> {
  const users = usersRepository(db)
  if (await users.findByEmail(email)) return false
  try {
    // The operator named this address (FIRST_SUPERUSER) in the server's own settings: it counts as proven.
    await users.create({
      email,
      name: 'Admin',
      hashedPassword: await hashPassword(password),
      role: ROLE.admin,
      emailVerified: true,
    })
    return true
  } catch (error) {
    // Another process created it in the meantime.
    if (error instanceof ConflictError) return false
    throw error
  }
}

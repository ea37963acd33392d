import { ROLE } from '../../common/roles.js'
import { hashPassword } from '../services/security.js'
import { ConflictError } from './domain-errors.js'
import type { Database } from './index.js'
import { usersRepository } from './repositories/users.js'

/** Creates the first admin once; a later start never touches the account (nor a changed password). */
export async function seedFirstSuperuser(db: Database, email: string, password: string): Promise<boolean> {
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

import type { Db } from '../src/db/client.ts';
import { companies, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';

export const testPassword = 'correct horse battery';
let sequence = 0;
const next = () => ++sequence;

// Hashing is the slow part of a factory (argon2id by design); one hash serves every test account.
let sharedHash: Promise<string> | undefined;
const passwordHash = (password: string) =>
  password === testPassword ? (sharedHash ??= hashPassword(testPassword)) : hashPassword(password);

type Kind = 'admin' | 'staff' | 'editor' | 'photographer' | 'client';

const userShapes = {
  admin: { type: 'admin', role: 'admin' },
  staff: { type: 'user', role: 'user' },
  editor: { type: 'user', role: 'editor' },
  photographer: { type: 'user', role: 'photographer' },
  client: { type: 'client', role: 'customer' },
} as const;

export async function createCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> & { password?: string } = {}) {
  const n = next();
  const { password = testPassword, ...values } = overrides;
  const [company] = await db
    .insert(companies)
    .values({
      companyName: `Harbour Realty ${n}`,
      email: `company${n}@example.test`,
      phone: '+61 400 000 000',
      address: `${n} Harbour St, Sydney`,
      passwordHash: await passwordHash(password),
      ...values,
    })
    .returning();
  return company!;
}

export async function createUser(
  db: Db,
  kind: Kind,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const shape = userShapes[kind];
  const { password = testPassword, ...values } = overrides;
  const companyId = kind === 'client' ? (values.companyId ?? (await createCompany(db)).id) : values.companyId;
  const [user] = await db
    .insert(users)
    .values({
      username: `${kind}${n}`,
      email: `${kind}${n}@example.test`,
      passwordHash: await passwordHash(password),
      type: shape.type,
      roleId: await createUsersRepository(db).roleId(shape.role),
      ...values,
      companyId,
    })
    .returning();
  return user!;
}

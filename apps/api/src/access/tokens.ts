// Session tokens: 32 random bytes (base64url) handed to the client; only their SHA-256 is stored,
// so a database leak does not leak usable sessions.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

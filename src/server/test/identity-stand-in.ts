import type { IdentityVendors } from '../providers/identity/build-identity';
import { SandboxFaceCheck, SandboxIdentityLookup } from '../providers/identity/sandbox-identity';

/**
 * Stands in for the identity vendors in tests of a production-mode app (production refuses the
 * sandbox): the sandbox's answers under another name. Test code only.
 */
export function identityVendorStandIn(): IdentityVendors {
  const lookup = Object.assign(new SandboxIdentityLookup(), { vendor: 'stand-in' });
  const face = Object.assign(new SandboxFaceCheck(), { vendor: 'stand-in' });
  return { ng: { lookup, face }, mx: { lookup, face } };
}

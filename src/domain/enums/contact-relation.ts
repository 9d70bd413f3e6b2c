/**
 * The full list of the contract (`/user/saveAdditionInfo-market`): the one the contacts form offers and the server
 * accepts.
 */
export const CONTACT_RELATIONS = [
  'colleagues',
  'students',
  'parents',
  'couples',
  'brothersOrSisters',
  'children',
  'friends',
  'others',
] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];

/** The short list SPEC also mentions; kept only to read values stored by older clients. */
export const CONTACT_RELATIONS_SHORT = ['parents', 'couple', 'children', 'siblings', 'friends', 'others'] as const;
export type ContactRelationShort = (typeof CONTACT_RELATIONS_SHORT)[number];

/** Older short values translated to the full list, so a stored record can be re-validated. */
export const CONTACT_RELATION_FROM_SHORT: Record<ContactRelationShort, ContactRelation> = {
  parents: 'parents',
  couple: 'couples',
  children: 'children',
  siblings: 'brothersOrSisters',
  friends: 'friends',
  others: 'others',
};

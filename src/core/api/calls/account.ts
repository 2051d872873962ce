/**
 * The account area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 */
export const accountCalls = {} as const

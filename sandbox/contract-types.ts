/**
 * The contract's shapes for the sandbox's code, from the types openapi-typescript generates from
 * openapi/provider.yaml (`npm run gen:api`; a test fails when they are stale). One generated file for both
 * sides of the wire: the sandbox reads it from src/shared/, the only part of src/ it may import.
 */
import type { components, operations } from '../src/shared/provider-schema.gen.ts';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type SuccessOf<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;

/** What `data` holds in an operation's success reply (200, or 201 for an operation that only creates). */
export type ReplyData<O extends OperationId> =
  JsonOf<SuccessOf<operations[O]['responses']>> extends { data: infer D } ? D : never;

/** An operation's JSON request body. */
export type RequestBody<O extends OperationId> = JsonOf<NonNullable<operations[O]['requestBody']>>;
